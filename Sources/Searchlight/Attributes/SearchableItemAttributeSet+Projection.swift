extension SearchableItemAttributeSet {
    /// A copy holding only the attributes named in `names` (and the content type), for
    /// `fetchAttributes`.
    func restricted(to names: Set<String>) -> SearchableItemAttributeSet {
        var copy = self
        for key in attributeKeys where !names.contains(key.rawValue) {
            copy[key] = nil
        }
        return copy
    }
}
