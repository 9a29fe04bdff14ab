import Searchlight
import Testing

/// Searches a person types to find their own things — notes, orders, flights, recipes — each
/// finding the item meant first: typos, possessives, plurals and tenses, abbreviations, codes and
/// numbers written another way, questions, CJK.
@Suite struct EverydaySearchTests {
    /// A person's things.
    static let items: [(id: String, title: String, text: String)] = [
        ("1", "John's birthday party", "Bring a gift. Saturday at 7pm at Mike's place."),
        ("2", "Invoice #4521 — ACME Corp", "Amount due: $1,250.00 by 2024-03-15. Paid via Visa ending 4242."),
        (
            "3", "Flight to Paris",
            "Air France AF1234 departs JFK 6:45 PM, arrives CDG 8:10 AM. Confirmation code XK7P2Q."
        ),
        ("4", "Grocery list", "eggs, milk, bread, 2 lbs chicken breast, olive oil, tomatoes"),
        (
            "5", "Meeting notes — Q3 planning",
            "Discussed roadmap, hiring two engineers, budget of 50k. Action items for Sarah and Tom."
        ),
        (
            "6", "Dr. Smith appointment",
            "Dentist cleaning on Tuesday, March 5th at 10:30am. 123 Main St., Suite 4B."
        ),
        ("7", "WiFi password", "Network: HomeNet-5G password: correct-horse-battery"),
        (
            "8", "Recipe: Spaghetti Carbonara",
            "Guanciale, pecorino romano, eggs, black pepper. Cook pasta al dente."
        ),
        ("9", "Café reservations", "Table for 4 at Café de Flore, crème brûlée for dessert"),
        ("10", "Car insurance renewal", "Policy #A-998877 with GEICO renews on 06/30/2025. Premium $612/yr."),
        ("11", "Tom & Jerry's anniversary", "10th anniversary dinner at Nobu"),
        ("12", "e-mail from HR about 401(k)", "Open enrollment ends Nov. 15. Contribution match up to 6%."),
        ("13", "iPhone 15 Pro Max case", "Ordered from Amazon, order no. 112-7654321-1234567, arriving Thu"),
        ("14", "Three bedroom apartment listing", "3BR/2BA, 1,200 sq ft, $2,400/mo near the park"),
        ("15", "Mom's lasagna", "Layer noodles with ricotta and mozzarella; bake at 375°F for 45 minutes."),
        ("16", "Résumé draft v2", "Senior iOS engineer with 8 years of Swift/Objective-C experience."),
        ("17", "Tax return 2023", "Filed with TurboTax; refund of $1,043 expected."),
        ("18", "Workout plan", "Mon: 5x5 squats; Wed: bench press; Fri: deadlifts. Run 5k on weekends."),
        ("19", "Parking spot", "Level P2, spot 214, near the elevator"),
        ("20", "U.S. passport renewal", "Form DS-82, send to the State Department. Fee $130."),
        ("21", "Kid's soccer schedule", "Practice every Thursday 5:30 pm at Riverside field"),
        ("22", "東京旅行の計画", "新宿のホテルに3泊。浅草寺と東京スカイツリーを見る。"),
        ("23", "Plumber contact", "Joe's Plumbing (555) 867-5309, available 24/7"),
        ("24", "Netflix watchlist", "Stranger Things S4, The Crown, Breaking Bad"),
        ("25", "To-do: fix the leaky faucet", "Buy a new washer at Home Depot"),
    ]

    /// What was typed, and the item meant.
    static let searches: [(text: String, meant: String)] = [
        ("johns birthday", "1"), ("john's birthday", "1"), ("john birthday", "1"), ("mikes place", "1"),
        ("invoice 4521", "2"), ("#4521", "2"), ("acme invoice", "2"), ("$1,250", "2"), ("1250", "2"),
        ("visa 4242", "2"), ("paris flight", "3"), ("flights to paris", "3"), ("AF1234", "3"),
        ("af 1234", "3"), ("xk7p2q", "3"), ("groceries", "4"), ("grocery", "4"), ("chicken breasts", "4"),
        ("meeting notes", "5"), ("q3 planning", "5"), ("Q3", "5"), ("action items", "5"), ("dr smith", "6"),
        ("doctor smith", "6"), ("dentist appointment", "6"), ("appointments", "6"), ("main street", "6"),
        ("10:30", "6"), ("wifi password", "7"), ("wi-fi password", "7"), ("wi fi", "7"), ("homenet 5g", "7"),
        ("carbonara recipe", "8"), ("spagetti", "8"), ("recipes", "8"), ("cafe", "9"), ("creme brulee", "9"),
        ("car insurance", "10"), ("A-998877", "10"), ("998877", "10"), ("geico", "10"),
        ("tom and jerry", "11"), ("tom & jerry", "11"), ("jerrys anniversary", "11"), ("email hr", "12"),
        ("401k", "12"), ("401(k)", "12"), ("enrollment", "12"), ("iphone 15", "13"), ("iphone case", "13"),
        ("112-7654321-1234567", "13"), ("7654321", "13"), ("3 bedroom", "14"), ("three bedroom", "14"),
        ("3br", "14"), ("apartment listings", "14"), ("moms lasagna", "15"), ("lasagne", "15"),
        ("resume", "16"), ("résumé", "16"), ("ios engineer", "16"), ("objective-c", "16"),
        ("objective c", "16"), ("tax 2023", "17"), ("taxes", "17"), ("turbo tax", "17"), ("squats", "18"),
        ("bench press", "18"), ("workouts", "18"), ("5k", "18"), ("parking", "19"), ("p2", "19"),
        ("us passport", "20"), ("u.s. passport", "20"), ("DS-82", "20"), ("ds82", "20"),
        ("kids soccer", "21"), ("soccer schedule", "21"), ("東京", "22"), ("スカイツリー", "22"), ("浅草", "22"),
        ("ホテル", "22"), ("plumber", "23"), ("555-867-5309", "23"), ("8675309", "23"), ("joes plumbing", "23"),
        ("stranger things", "24"), ("netflix", "24"), ("todo", "25"), ("to do", "25"), ("leaky faucet", "25"),
        ("home depot", "25"), ("birthday john", "1"), ("jonh birthday", "1"), ("birthday parties", "1"),
        ("bday", "1"), ("invoce", "2"), ("acme corp invoice 4521", "2"), ("march 15 2024", "2"),
        ("2024-03-15", "2"), ("air france", "3"), ("airfrance", "3"), ("paris flght", "3"), ("jfk cdg", "3"),
        ("6:45 pm", "3"), ("egg milk bread", "4"), ("olive oil", "4"), ("tomato", "4"),
        ("hiring engineers", "5"), ("sarah tom", "5"), ("50k budget", "5"), ("smith dentist tuesday", "6"),
        ("march 5", "6"), ("suite 4b", "6"), ("123 main st", "6"), ("password wifi", "7"),
        ("horse battery", "7"), ("pecorino", "8"), ("al dente", "8"), ("spaghetti carbonara recipe", "8"),
        ("cafe de flore", "9"), ("flore", "9"), ("insurance renewal 2025", "10"), ("06/30/2025", "10"),
        ("nobu dinner", "11"), ("10th anniversary", "11"), ("open enrollment", "12"), ("hr email", "12"),
        ("6%", "12"), ("iphone 15 pro", "13"), ("amazon order", "13"), ("iphone15", "13"), ("sq ft", "14"),
        ("2 bath", "14"),
        ("apartment near park", "14"), ("ricotta mozzarella", "15"), ("375", "15"), ("swift engineer", "16"),
        ("8 years", "16"), ("refund", "17"), ("turbotax refund", "17"), ("deadlift", "18"), ("squat", "18"),
        ("running", "18"), ("elevator", "19"), ("spot 214", "19"), ("passport fee", "20"),
        ("thursday practice", "21"), ("riverside", "21"), ("新宿 ホテル", "22"), ("joe plumbing", "23"),
        ("24/7", "23"), ("crown", "24"), ("breaking bad", "24"), ("faucet", "25"), ("fix faucet", "25"),
        ("leaking faucet", "25"), ("washer", "25"), ("how to fix a leaky faucet", "25"),
        ("what time is my flight to paris", "3"), ("when is the dentist appointment", "6"),
        ("johns bday party", "1"), ("recipe for carbonara", "8"), ("my wifi password", "7"),
        ("paris trip", "3"), ("what is the wifi password", "7"), ("notes from the q3 meeting", "5"),
        ("how much was my tax refund", "17"), ("moms lasagna recipe", "15"), ("plumber phone number", "23"),
        ("where is my iphone case order", "13"), ("what time is soccer practice", "21"),
        ("how do i renew my passport", "20"), ("when does my car insurance renew", "10"),
        ("how much do i owe acme", "2"),
    ]

    @Test func eachSearchFindsTheItemMeantFirst() async throws {
        try await Self.expectEachFindsItsItemFirst(Self.searches, in: Self.items)
    }

    /// Things written the way software and messages write them: addresses, file names,
    /// hashtags, paths, versions, times, dates, fractions, money, units, sizes, names with marks,
    /// codes.
    static let writtenItems: [(id: String, title: String, text: String)] = [
        (
            "a", "Email from john.smith@example.com",
            "See https://www.example.com/docs/setup-guide for details"
        ),
        ("b", "Quarterly report_final_v2.docx", "Attached: Q4-2024_summary.pdf and budget.xlsx"),
        ("c", "#work #urgent follow up", "@maria please review the PR #1234"),
        ("d", "Install notes", "Run /usr/local/bin/setup.sh then edit ~/.bashrc; version 1.2.3-beta"),
        ("e", "Dinner at 7pm", "Reservation for 2 at 7:30 PM on the 5th of June"),
        ("f", "Half recipe", "Use 1/2 cup sugar and 3/4 tsp salt, bake at 180°C"),
        ("g", "myProjectConfig settings", "set max_retry_count to 5 in user_settings.json"),
        ("h", "Trip costs", "Hotel €120/night, flight £89, total ≈ $450 (15% off)"),
        ("i", "Room size", "Bedroom is 12x14 ft; closet 3'x5'"),
        ("j", "Meeting w/ Anne-Marie O'Neill", "Discuss the co-op's Q&A session re: next year's plans"),
        ("k", "Call mom 📞", "Her new number is +44 20 7946 0958"),
        ("l", "Naïve Bayes notes", "Über-simple classifier; see Müller's coöperation paper"),
        ("m", "Shopping", "T-shirts (XL), AA batteries x4, USB-C cable 2m"),
        ("n", "Kindergarten pickup", "Pick up Léa at 3:15pm every Mon–Fri"),
        ("o", "Password reset", "Reset code: 884-221, expires in 10 min"),
        ("ua", "Run log", "Ran 5km in 25 minutes on 2024-03-15"),
        ("ub", "Weight", "Down to 72.5 kg (160 lbs) this week"),
        ("uc", "Rent due", "Pay $1,200 on the 1st of every month"),
        ("ud", "Conference", "March 14–16, 2025 in San Francisco, CA"),
        ("ue", "Car service", "Oil change at 45,000 miles; next at 50k"),
        ("uf", "Flight UA 123", "Gate B22, seat 14C, boarding 10:45"),
        ("ug", "Wine list", "2015 Château Margaux, 2018 Opus One"),
        ("uh", "Baby shower", "Sat. Apr. 6th @ 2 p.m."),
        ("ui", "Screen size", "27\" 4K monitor, 144Hz"),
        ("uj", "Recipe temps", "Roast at 425 °F for 1½ hours"),
        ("uk", "Swift compiler", "Bookmarked github.com/apple/swift for the build instructions"),
    ]

    /// What was typed for them, and the item meant.
    static let writtenSearches: [(text: String, meant: String)] = [
        ("john.smith@example.com", "a"), ("john smith", "a"), ("example.com", "a"), ("setup guide", "a"),
        ("setup-guide", "a"), ("report final", "b"), ("report_final_v2", "b"), ("final v2", "b"),
        ("summary pdf", "b"), ("q4 2024", "b"), ("budget.xlsx", "b"), ("docx", "b"), ("#work", "c"),
        ("work urgent", "c"), ("@maria", "c"), ("maria", "c"), ("pr 1234", "c"), ("#1234", "c"),
        ("/usr/local/bin", "d"), ("setup.sh", "d"), ("bashrc", "d"), ("1.2.3", "d"), ("1.2.3-beta", "d"),
        ("beta", "d"), ("7pm", "e"), ("7 pm", "e"), ("7:30", "e"), ("5th june", "e"), ("june 5", "e"),
        ("1/2 cup", "f"), ("sugar", "f"), ("180°c", "f"), ("180c", "f"), ("my project config", "g"),
        ("myprojectconfig", "g"), ("project config", "g"), ("max_retry_count", "g"), ("retry count", "g"),
        ("user_settings.json", "g"), ("€120", "h"), ("120 euro", "h"), ("hotel 120", "h"), ("15%", "h"),
        ("15% off", "h"), ("12x14", "i"), ("12 x 14", "i"), ("bedroom size", "i"), ("anne-marie", "j"),
        ("anne marie", "j"), ("annemarie", "j"), ("o'neill", "j"), ("oneill", "j"), ("q&a", "j"),
        ("co-op", "j"), ("coop", "j"), ("mom", "k"), ("+44 20 7946 0958", "k"), ("02079460958", "k"),
        ("2079460958", "k"),
        ("📞", "k"), ("naive bayes", "l"), ("naïve", "l"), ("uber", "l"), ("muller", "l"), ("mueller", "l"),
        ("cooperation", "l"), ("tshirts", "m"), ("t-shirt", "m"), ("t shirts", "m"), ("usb-c", "m"),
        ("usbc", "m"), ("usb c cable", "m"), ("aa batteries", "m"), ("lea", "n"), ("léa", "n"),
        ("kindergarten", "n"), ("kinder garten", "n"), ("pickup", "n"), ("pick up", "n"), ("884-221", "o"),
        ("884221", "o"), ("reset code", "o"),
        ("5 km", "ua"), ("march 15", "ua"), ("5km", "ua"), ("5 k run", "ua"), ("72.5", "ub"),
        ("72.5kg", "ub"), ("160 lbs", "ub"),
        ("160lbs", "ub"), ("1200", "uc"), ("$1200", "uc"), ("1st", "uc"), ("rent 1200", "uc"),
        ("march 14", "ud"), ("2025 conference", "ud"), ("san francisco", "ud"), ("sf", "ud"),
        ("45000 miles", "ue"),
        ("45k", "ue"), ("50k", "ue"), ("50000", "ue"), ("ua123", "uf"), ("ua 123", "uf"), ("b22", "uf"),
        ("14c", "uf"), ("10:45", "uf"), ("chateau margaux", "ug"), ("2015 margaux", "ug"), ("opus one", "ug"),
        ("april 6", "uh"), ("apr 6", "uh"), ("2pm", "uh"), ("2 pm", "uh"), ("baby shower saturday", "uh"),
        ("27 inch", "ui"), ("4k monitor", "ui"), ("144hz", "ui"), ("144 hz", "ui"), ("425", "uj"),
        ("425f", "uj"), ("425 degrees", "uj"), ("https://www.example.com/docs/setup-guide", "a"),
        ("www.example.com", "a"), ("http://example.com/docs", "a"), ("https://github.com/apple/swift", "uk"),
        ("www.github.com/apple", "uk"),
    ]

    @Test func writtenFormsAreFoundTheWaysPeopleTypeThem() async throws {
        try await Self.expectEachFindsItsItemFirst(Self.writtenSearches, in: Self.writtenItems)
    }

    /// A person's things in the languages they write: marks, ß, dotted İ, Cyrillic, Greek,
    /// Arabic, Hebrew, Devanagari, Thai, Hangul, Han and kana.
    static let languageItems: [(id: String, title: String, text: String)] = [
        ("de", "Einkaufsliste für Samstag", "Brötchen, Käse, Äpfel und Straßenbahn-Ticket"),
        ("fr", "Réunion d'équipe", "Prévoir le café et les croissants à 9h"),
        ("es", "Cumpleaños de Mamá", "Comprar pastel de chocolate y velas"),
        ("ru", "Список покупок", "Молоко, хлеб, яйца и сыр"),
        ("ar", "اجتماع العمل", "موعد الاجتماع يوم الأحد"),
        ("ko", "회의 메모", "다음 주 화요일 프로젝트 마감"),
        ("zh", "会议记录", "讨论了下个季度的预算和招聘计划"),
        ("ja", "買い物リスト", "牛乳、パン、卵を買う"),
        ("tr", "İstanbul gezisi", "Ayasofya ve Kapalıçarşı ziyareti"),
        ("pl", "Zakupy w Łodzi", "Kupić chleb i masło"),
        ("vi", "Họp nhóm", "Thảo luận kế hoạch tuần tới"),
        ("gr", "Συνάντηση ομάδας", "Συζήτηση για τον προϋπολογισμό"),
        ("he", "רשימת קניות", "חלב, לחם וביצים"),
        ("th", "รายการซื้อของ", "นม ขนมปัง และไข่"),
        ("hi", "खरीदारी सूची", "दूध, रोटी और अंडे"),
    ]

    /// What was typed for them (with or without marks, in either case), and the item meant.
    static let languageSearches: [(text: String, meant: String)] = [
        ("einkaufsliste", "de"), ("einkauf", "de"), ("samstag", "de"), ("brotchen", "de"),
        ("brötchen", "de"), ("broetchen", "de"), ("kase", "de"), ("strassenbahn", "de"),
        ("straßenbahn", "de"), ("apfel", "de"), ("reunion", "fr"), ("réunion equipe", "fr"),
        ("equipe", "fr"), ("cafe croissants", "fr"), ("cumpleanos", "es"),
        ("cumpleaños mama", "es"), ("pastel chocolate", "es"), ("список", "ru"), ("покупок", "ru"),
        ("молоко", "ru"), ("хлеб", "ru"), ("СПИСОК", "ru"), ("اجتماع", "ar"), ("العمل", "ar"),
        ("회의", "ko"), ("메모", "ko"), ("프로젝트", "ko"), ("화요일", "ko"), ("会议", "zh"), ("预算", "zh"),
        ("招聘", "zh"), ("買い物", "ja"), ("パン", "ja"), ("牛乳", "ja"), ("istanbul", "tr"),
        ("İstanbul", "tr"), ("kapalicarsi", "tr"), ("lodzi", "pl"), ("łodzi", "pl"),
        ("maslo", "pl"), ("hop nhom", "vi"), ("họp", "vi"), ("ke hoach", "vi"), ("συναντηση", "gr"),
        ("συνάντηση", "gr"), ("ομαδας", "gr"), ("חלב", "he"), ("קניות", "he"), ("นม", "th"),
        ("ขนมปัง", "th"), ("दूध", "hi"), ("सूची", "hi"),
    ]

    @Test func searchesInEveryLanguageFindTheItemMeant() async throws {
        try await Self.expectEachFindsItsItemFirst(Self.languageSearches, in: Self.languageItems)
    }

    /// Indexes `items` and expects each search to find the item it means first.
    static func expectEachFindsItsItemFirst(
        _ searches: [(text: String, meant: String)], in items: [(id: String, title: String, text: String)]
    ) async throws {
        let index = makeIndex()
        try await index.indexSearchableItems(items.map { makeItem($0.id, title: $0.title, text: $0.text) })
        for (text, meant) in searches {
            let found = try await search(text, in: index)
            #expect(found.first == meant, "\(text): \(found.prefix(3))")
        }
    }
}
