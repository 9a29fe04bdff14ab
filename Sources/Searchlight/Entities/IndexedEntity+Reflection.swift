/// A ``Property`` seen through reflection, whatever its value type.
protocol ReflectedProperty {
    func applyMapping(to attributes: inout SearchableItemAttributeSet)
}

extension Property: ReflectedProperty {
    func applyMapping(to attributes: inout SearchableItemAttributeSet) {
        mapping?.apply?(wrappedValue, &attributes)
    }
}

extension IndexedEntity {
    /// The ``defaultAttributeSet`` as reflection computes it, ignoring generated code.
    ///
    /// Slower than the generated conversion; tests use it to check that both agree.
    public var reflectedAttributeSet: SearchableItemAttributeSet {
        var attributes = displayAttributeSet
        searchlightApplyReflectedAttributes(to: &attributes)
        return attributes
    }

    /// Writes every ``Property`` (superclasses' first) and then every ``ComputedProperty`` into
    /// `attributes` by reflection, ignoring generated code: what
    /// ``searchlightApplyMappedAttributes(to:)`` does for a type the plugin did not process.
    public func searchlightApplyReflectedAttributes(to attributes: inout SearchableItemAttributeSet) {
        var mirrors: [Mirror] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            mirrors.append(current)
            mirror = current.superclassMirror
        }
        for mirror in mirrors.reversed() {
            for child in mirror.children {
                if let property = child.value as? any ReflectedProperty {
                    property.applyMapping(to: &attributes)
                }
            }
        }
        for property in Self.computedProperties {
            property.mapping.apply?(self, &attributes)
        }
    }
}
