/// Where a ``Property`` or ``ComputedProperty`` is stored, how its value gets there, and its title.
///
/// A class, so a wrapper holds one reference: copying an entity retains one object per mapped
/// property rather than every closure and string of the mapping.
final class PropertyMapping<Value>: Sendable {
    let title: String?
    /// The name given with `identifier:`, for tools.
    let identifier: String?
    /// The custom key, for mappings to one.
    let customKey: CustomAttributeKey?
    /// Writes a value into an attribute set, converting it on the way; `nil` if not indexed.
    let apply: (@Sendable (Value, inout SearchableItemAttributeSet) -> Void)?
    /// The attribute a key path writes to, found by writing a probe value.
    private let probe: @Sendable () -> AttributeKey?

    /// A title without an attribute.
    init(identifier: String? = nil, title: LocalizedStringResource?) {
        self.title = title?.resolvedText
        self.identifier = identifier
        customKey = nil
        apply = nil
        probe = { nil }
    }

    init<Attribute>(
        _ keyPath: WritableKeyPath<SearchableItemAttributeSet, Attribute?> & Sendable,
        identifier: String? = nil,
        title: LocalizedStringResource? = nil, convert: @escaping @Sendable (Value) -> Attribute?
    ) {
        self.title = title?.resolvedText
        self.identifier = identifier
        customKey = nil
        apply = { value, attributes in
            if let converted = convert(value) {
                attributes[keyPath: keyPath] = converted
            }
        }
        probe = {
            // Setting nil records the removal, which names the key; no value of `Attribute` is needed.
            var attributes = SearchableItemAttributeSet()
            attributes[keyPath: keyPath] = nil
            return attributes.removedKeys.first
        }
    }

    init(
        _ key: CustomAttributeKey, identifier: String? = nil, title: LocalizedStringResource? = nil,
        convert: @escaping @Sendable (Value) -> AttributeValue?
    ) {
        self.title = title?.resolvedText
        self.identifier = identifier
        customKey = key
        apply = { value, attributes in
            if let converted = convert(value) {
                attributes.setValue(converted, forCustomKey: key)
            }
        }
        probe = { key.key }
    }

    /// A mapping that writes with `apply` into the attribute `key` (`nil`: what it writes is no
    /// attribute of its own, such as the item's entity association).
    init(
        key: AttributeKey?, identifier: String?, title: LocalizedStringResource?,
        apply: @escaping @Sendable (Value, inout SearchableItemAttributeSet) -> Void
    ) {
        self.title = title?.resolvedText
        self.identifier = identifier
        customKey = nil
        self.apply = apply
        probe = { key }
    }

    /// The attribute the mapping writes.
    var attributeKey: AttributeKey? { probe() }
}
