/// Shows how Searchlight splits and folds text for full-text search.
///
/// Useful to understand why a query does or does not match: both indexed text and queries go
/// through the same tokenizer.
///
/// ```swift
/// TextAnalysis.tokens(of: "Café MyWindowClass")  // ["cafe", "my", "window", "class"]
/// TextAnalysis.tokens(of: "州立公園")              // ["州立", "立公", "公園"]
/// ```
public enum TextAnalysis {
    /// The folded tokens Searchlight indexes for `text`, in order.
    ///
    /// Words are runs of letters and digits, split at lowercase→uppercase boundaries; Chinese,
    /// Japanese and Korean text becomes overlapping two-character tokens. Tokens are lowercased,
    /// without diacritics, with fullwidth letters as ASCII and katakana as hiragana.
    public static func tokens(of text: String) -> [String] {
        Tokenizer.tokens(text)
    }
}
