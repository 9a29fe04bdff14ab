// `import CoreServices` where Apple's framework does not exist: the module is Searchlight's Apple
// spellings (SearchlightCompat), so code written for Apple platforms compiles with its imports
// unchanged. It is built only where no Apple SDK is (see Package.swift).
@_exported import SearchlightCompat
