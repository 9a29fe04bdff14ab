/// The abbreviations English writes in notes, addresses and calendars, and the words they stand
/// for, so that `dentist appointment` also reaches `Dentist appt`, `ave` reaches `Park Avenue`
/// and `dr patel` reaches `Doctor Patel`.
///
/// Like ``EnglishNumber`` and ``EnglishVerb``, a form is only worth anything once the index is
/// found to hold it, which is how callers use them; so a short word that is also an
/// abbreviation (`sat`, `sun`, `min`) costs a lookup, never a wrong result on its own.
package enum EnglishAbbreviation {
    /// Each abbreviation and the words it is written for, likeliest first.
    private static let expansions: [String: [String]] = [
        "appt": ["appointment"], "appts": ["appointments"], "apt": ["apartment"],
        "ave": ["avenue"], "st": ["street", "saint"], "rd": ["road"], "blvd": ["boulevard"],
        "dr": ["doctor", "drive"], "ln": ["lane"], "hwy": ["highway"], "mt": ["mount", "mountain"],
        "sq": ["square"], "ct": ["court"], "pl": ["place"], "pkwy": ["parkway"],
        "mtg": ["meeting"], "mtgs": ["meetings"], "mgr": ["manager"], "dept": ["department"],
        "govt": ["government"], "intl": ["international"], "univ": ["university"],
        "info": ["information"], "approx": ["approximately"], "misc": ["miscellaneous"],
        "qty": ["quantity"], "ref": ["reference"], "req": ["request"], "doc": ["document"],
        "docs": ["documents"], "pic": ["picture"], "pics": ["pictures"], "bday": ["birthday"],
        "tmrw": ["tomorrow"], "tmr": ["tomorrow"], "mon": ["monday"], "tue": ["tuesday"],
        "tues": ["tuesday"], "wed": ["wednesday"], "thu": ["thursday"], "thur": ["thursday"],
        "thurs": ["thursday"], "fri": ["friday"], "sat": ["saturday"], "sun": ["sunday"],
        "jan": ["january"], "feb": ["february"], "mar": ["march"], "apr": ["april"], "jun": ["june"],
        "jul": ["july"], "aug": ["august"], "sep": ["september"], "sept": ["september"],
        "oct": ["october"], "nov": ["november"], "dec": ["december"], "min": ["minute", "minimum"],
        "mins": ["minutes"], "max": ["maximum"], "sec": ["second"], "secs": ["seconds"], "hr": ["hour"],
        "hrs": ["hours"], "yr": ["year"], "yrs": ["years"], "wk": ["week"], "wks": ["weeks"],
        "num": ["number"], "tel": ["telephone"], "addr": ["address"], "acct": ["account"],
        "amt": ["amount"], "avg": ["average"], "bldg": ["building"], "corp": ["corporation"],
        "inc": ["incorporated"], "ltd": ["limited"], "hq": ["headquarters"], "prof": ["professor"],
        "jr": ["junior"], "sr": ["senior"], "vs": ["versus"], "pkg": ["package"], "msg": ["message"],
        "msgs": ["messages"], "pwd": ["password"], "config": ["configuration"], "app": ["application"],
        "repo": ["repository"], "lib": ["library"], "dev": ["development", "developer"],
        "prod": ["production"], "env": ["environment"], "admin": ["administrator"],
        "auth": ["authentication"], "db": ["database"], "img": ["image"], "vid": ["video"],
        "ppl": ["people"], "hosp": ["hospital"], "rx": ["prescription"], "vet": ["veterinarian"],
        "tv": ["television"], "kg": ["kilogram"], "km": ["kilometer", "kilometre"], "lb": ["pound"],
        "lbs": ["pounds"], "oz": ["ounce"], "tbsp": ["tablespoon"], "tsp": ["teaspoon"],
        "est": ["estimate"], "fwd": ["forward"], "qtr": ["quarter"], "mfr": ["manufacturer"],
        "br": ["bedroom"], "bd": ["bedroom"], "bdrm": ["bedroom"], "ba": ["bath", "bathroom"],
        "mo": ["month"], "mgmt": ["management"], "cust": ["customer"], "inv": ["invoice"],
        "pmt": ["payment"], "rcpt": ["receipt"], "ins": ["insurance"], "med": ["medical", "medicine"],
    ]

    /// Each word and the abbreviations written for it.
    private static let abbreviations: [String: [String]] = {
        var byWord: [String: [String]] = [:]
        for (abbreviation, words) in expansions.sorted(by: { $0.key < $1.key }) {
            for word in words { byWord[word, default: []].append(abbreviation) }
        }
        return byWord
    }()

    /// The words `word` abbreviates and the abbreviations of `word`, likeliest first; empty for a
    /// word that is neither.
    ///
    /// ```swift
    /// EnglishAbbreviation.otherForms(of: "appt")         // ["appointment"]
    /// EnglishAbbreviation.otherForms(of: "appointment")  // ["appt"]
    /// ```
    package static func otherForms(of word: String) -> [String] {
        (expansions[word] ?? []) + (abbreviations[word] ?? [])
    }
}
