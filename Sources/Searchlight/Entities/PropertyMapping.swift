/// Where a ``Property`` or ``ComputedProperty`` is stored and how its value gets there.
struct PropertyMapping<Value>: Sendable {
    /// The attribute, when known without running the mapping.
    let customKey: CustomAttributeKey?
    /// Writes a value into an attribute set, converting it on the way.
    let apply: @Sendable (Value, inout SearchableItemAttributeSet) -> Void
    /// The attribute a key path writes to, found by writing a probe value.
    private let probe: @Sendable () -> AttributeKey?

    init<Attribute>(
        _ keyPath: WritableKeyPath<SearchableItemAttributeSet, Attribute?> & Sendable,
        convert: @escaping @Sendable (Value) -> Attribute?
    ) {
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

    init(_ key: CustomAttributeKey, convert: @escaping @Sendable (Value) -> AttributeValue?) {
        customKey = key
        apply = { value, attributes in
            if let converted = convert(value) {
                attributes.setValue(converted, forCustomKey: key)
            }
        }
        probe = { key.key }
    }

    /// The attribute the mapping writes.
    var attributeKey: AttributeKey? { probe() }
}
