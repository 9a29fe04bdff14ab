/// The words for kinds and times in the European languages people search their phones in besides
/// English: German, Spanish, French, Italian and Portuguese. Spotlight reads a search in the
/// person's own language (`fotos gestern`, `correos de ana`, `photos d'hier`); a word here counts
/// only where its English one would (a month or a weekday needs a word before it or a kind
/// beside it), and words that are more often English words are left out (`lied`, `film`,
/// `dossier`).
extension FullTextQuery {
    /// Each kind's names, by the English name whose types it means.
    static let europeanKindNames: KeyValuePairs<String, [String]> = [
        "photos": [
            "foto", "fotos", "bild", "bilder", "imagen", "imagenes", "immagine", "immagini", "imagem",
            "imagens",
        ],
        "videos": ["video", "videos", "vídeo", "vídeos", "vidéo", "vidéos", "filme"],
        "emails": ["correo", "correos", "courriel", "courriels", "posta"],
        "messages": [
            "nachricht", "nachrichten", "mensaje", "mensajes", "messaggio", "messaggi", "mensagem",
            "mensagens",
        ],
        "events": [
            "appointment", "appointments", "rdv", "rendezvous", "réunion", "réunions", "reunión", "reuniones",
            "agenda", "termin", "termine", "kalender", "evento", "eventos", "eventi", "cita", "citas",
            "calendario",
            "événement", "événements", "calendrier", "appuntamento", "appuntamenti", "compromisso",
            "compromissos",
        ],
        "reminders": [
            "erinnerung", "erinnerungen", "aufgabe", "aufgaben", "recordatorio", "recordatorios", "tarea",
            "tareas", "rappel", "rappels", "tâche", "tâches", "promemoria", "lembrete", "lembretes", "tarefa",
            "tarefas",
        ],
        "contacts": [
            "kontakt", "kontakte", "contacto", "contactos", "contatto", "contatti", "contato", "contatos",
        ],
        "folders": ["ordner", "carpeta", "carpetas", "cartella", "cartelle"],
        "presentations": [
            "präsentation", "präsentationen", "presentación", "presentaciones", "presentazione",
        ],
        "spreadsheets": ["tabelle", "tabellen", "tableur", "planilha", "planilhas"],
        "bookmarks": ["lesezeichen", "marcador", "marcadores", "signet", "signets", "favori", "favoris"],
        "music": [
            "musik", "música", "musique", "musica", "canción", "canciones", "chanson", "chansons", "canzone",
            "canzoni",
        ],
        "audio": ["sprachmemo", "sprachmemos", "sprachnotiz", "sprachnotizen"],
    ]

    /// The days, weeks, months and years named relative to now.
    static let europeanRelativePeriods: [String: DateWord.Period] = {
        var periods: [String: DateWord.Period] = [:]
        for (names, offset) in [
            (["heute", "hoy", "aujourdhui", "oggi", "hoje"], 0),
            (["gestern", "ayer", "hier", "ieri", "ontem"], -1),
            (["morgen", "mañana", "demain", "domani", "amanhã"], 1),
            (["vorgestern", "anteayer", "antier", "avanthier", "altroieri", "anteontem"], -2),
            (["übermorgen", "pasado mañana", "aprèsdemain", "dopodomani"], 2),
        ] {
            for name in names { periods[name] = .relative(.day, offset: offset) }
        }
        // German puts the word before the unit, with the endings of its case (`letzte woche`,
        // `letzten monat`, `letztes jahr`); the Romance languages mostly after it (`semana
        // pasada`, `mois dernier`), `this` before it (`esta semana`, `ce mois`).
        let germanUnits: [(String, DateWord.Unit)] = [("woche", .week), ("monat", .month), ("jahr", .year)]
        for (stem, offset) in [
            ("letzt", -1), ("vorig", -1), ("vergangen", -1), ("dies", 0), ("nächst", 1), ("kommend", 1),
        ] {
            for ending in ["e", "en", "er", "es"] {
                for (unit, period) in germanUnits {
                    periods["\(stem)\(ending) \(unit)"] = .relative(period, offset: offset)
                }
            }
        }
        let romance: [(DateWord.Unit, before: [(String, Int)], after: [(String, Int)])] = [
            (
                .week,
                [("esta", 0), ("próxima", 1), ("cette", 0), ("questa", 0), ("prossima", 1)],
                [
                    ("pasada", -1), ("próxima", 1), ("dernière", -1), ("prochaine", 1),
                    ("scorsa", -1), ("prossima", 1), ("passada", -1),
                ]
            ),
            (
                .month,
                [("este", 0), ("próximo", 1), ("ce", 0), ("questo", 0), ("prossimo", 1)],
                [
                    ("pasado", -1), ("próximo", 1), ("dernier", -1), ("prochain", 1), ("scorso", -1),
                    ("prossimo", 1), ("passado", -1),
                ]
            ),
            (
                .year,
                [("este", 0), ("próximo", 1), ("cette", 0), ("quest", 0), ("prossimo", 1)],
                [
                    ("pasado", -1), ("próximo", 1), ("dernière", -1), ("prochaine", 1), ("dernier", -1),
                    ("prochain", 1), ("scorso", -1), ("prossimo", 1), ("passado", -1),
                ]
            ),
        ]
        let romanceUnits: [DateWord.Unit: [String]] = [
            .week: ["semana", "semaine", "settimana"], .month: ["mes", "mois", "mese", "mês"],
            .year: ["año", "année", "an", "anno", "ano"],
        ]
        for (unit, before, after) in romance {
            for name in romanceUnits[unit] ?? [] {
                for (word, offset) in before { periods["\(word) \(name)"] = .relative(unit, offset: offset) }
                for (word, offset) in after { periods["\(name) \(word)"] = .relative(unit, offset: offset) }
            }
        }
        let months = [
            ["januar", "jänner", "enero", "janvier", "gennaio", "janeiro"],
            ["februar", "febrero", "février", "febbraio", "fevereiro"],
            ["märz", "maerz", "marzo", "mars", "março"],
            ["abril", "avril", "aprile"], ["mai", "mayo", "maggio", "maio"],
            ["juni", "junio", "juin", "giugno", "junho"],
            ["juli", "julio", "juillet", "luglio", "julho"], ["agosto", "août"],
            ["septiembre", "setiembre", "septembre", "settembre", "setembro"],
            ["oktober", "octubre", "octobre", "ottobre", "outubro"],
            ["noviembre", "novembre", "novembro"],
            ["dezember", "diciembre", "décembre", "dicembre", "dezembro"],
        ]
        for (offset, names) in months.enumerated() {
            for name in names { periods[name] = .month(offset + 1) }
        }
        // The abbreviations written on dates (`12 dic`, `3 janv.`), those that are no other word.
        for (name, month) in [
            ("ene", 1), ("janv", 1), ("févr", 2), ("mär", 3), ("abr", 4), ("avr", 4), ("juil", 7),
            ("sept", 9),
            ("okt", 10), ("dic", 12), ("déc", 12), ("dez", 12),
        ] {
            periods[name] = .month(month)
        }
        for (offset, names) in [
            ["sonntag", "domingo", "dimanche", "domenica"], ["montag", "lunes", "lundi", "lunedì"],
            ["dienstag", "martes", "mardi", "martedì"], ["mittwoch", "miércoles", "mercredi", "mercoledì"],
            ["donnerstag", "jueves", "jeudi", "giovedì"], ["freitag", "viernes", "vendredi", "venerdì"],
            ["samstag", "sonnabend", "sábado", "samedi", "sabato"],
        ].enumerated() {
            for name in names { periods[name] = .weekday(offset + 1) }
        }
        // As a search's words are: folded (`märz` is `marz`), and in words (`pasado mañana`).
        return Dictionary(
            periods.map { name, period in
                (
                    name.split(separator: " ").map { TextFolding.fold(String($0)) }.joined(separator: " "),
                    period
                )
            }, uniquingKeysWith: { first, _ in first })
    }()

    /// The months and weekdays named in these languages that are no English word, nor a name
    /// more often meant (`mars`, `mai`): like the Japanese ones, they need no word before them.
    static let europeanDayAndMonthNames: Set<String> = Set(
        europeanRelativePeriods.compactMap { name, period in
            switch period {
            case .month, .weekday:
                ["mars", "mai", "april", "august", "ene", "abr", "dez"].contains(name) || name.contains(" ")
                    ? nil : name
            default: nil
            }
        })

    /// What a time of day adds to a day (`demain soir`, `heute abend`, `tomorrow morning`): the
    /// day's items are what is found, so the words are read with it.
    static let partsOfDay: Set<String> = [
        "morning", "afternoon", "evening", "night", "soir", "matin", "midi", "aprem", "abend", "früh",
        "mittag",
        "nachmittag", "noche", "tarde", "pomeriggio", "sera",
    ].reduce(into: []) { folded, word in folded.insert(TextFolding.fold(word)) }

    /// Kinds named in two words (`voice memo`, `mémo vocal`), by the two words folded and joined.
    static let twoWordKinds: [String: String] = [
        "voice memo": "audio", "voice memos": "audio", "voice note": "audio", "voice notes": "audio",
        "mémo vocal": "audio", "mémos vocaux": "audio", "note vocale": "audio", "notes vocales": "audio",
        "nota voz": "audio", "notas voz": "audio", "calendar events": "events", "text messages": "messages",
    ].reduce(into: [:]) { folded, entry in
        folded[entry.key.split(separator: " ").map { TextFolding.fold(String($0)) }.joined()] = entry.value
    }

    /// The words before a time that say how an item's date stands to it: `im dezember`, `seit
    /// montag`, `desde ayer`, `depuis hier`.
    static let europeanTimePrepositions: [String: DateWord.Comparison] = [
        // The articles and `de` a time is named with (`le 12 décembre`, `fotos de ayer`, `de la
        // semana pasada`; `d'hier` is elided).
        "le": .within, "la": .within, "el": .within, "de": .within, "del": .within, "du": .within,
        "des": .within, "im": .within, "am": .within, "en": .within, "seit": .onOrAfter, "ab": .onOrAfter,
        "desde": .onOrAfter,
        "depuis": .onOrAfter, "dal": .onOrAfter, "vor": .before, "antes": .before, "avant": .before,
        "prima": .before, "nach": .after, "después": .after, "après": .after, "dopo": .after,
        "depois": .after, "bis": .onOrBefore, "hasta": .onOrBefore, "até": .onOrBefore,
    ].reduce(into: [:]) { folded, entry in folded[TextFolding.fold(entry.key)] = entry.value }

    /// The kinds' names in these languages, folded as a search's words are.
    static let europeanKindWords: Set<String> = Set(
        europeanKindNames.flatMap { _, names in names.map(TextFolding.fold) })

    /// The words before a person's name that make them the sender (`mail von mama`, `correos de
    /// ana`) or the recipient (`an jonas`, `para ana`) among mail and messages.
    static let europeanPersonFields: [String: String] = [
        "von": "from", "de": "from", "da": "from", "an": "to", "para": "to",
    ]

    /// Words between `from` and the name that are not the name: `from the bank`, `von der
    /// bank`, `de la escuela`.
    static let europeanArticles: Set<String> = [
        "the", "der", "dem", "den", "die", "das", "la", "el", "le", "les", "los", "las", "l", "il", "lo",
    ]
}
