// Code written for Apple platforms imports `CoreSpotlight`, `AppIntents` and `Foundation`; on
// this platform one import gives it all three: Searchlight's native API, Foundation, and the
// Apple spellings this module adds.
@_exported import Foundation
@_exported import Searchlight
