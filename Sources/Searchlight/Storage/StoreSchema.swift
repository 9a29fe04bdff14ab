/// The store's tables and their versioned migrations.
///
/// `PRAGMA user_version` records the schema version. Each migration runs in the same transaction
/// that bumps the version, so a crash mid-migration leaves the previous version intact.
///
/// The full-text table is contentless: the text already lives, encoded, in `items.attributes`, so
/// storing it twice would double the write volume. Removing an item's text therefore replays the
/// FTS5 `'delete'` command with the text re-derived from the stored attributes, and item row ids
/// are `AUTOINCREMENT` so a row id is never reused by another item.
///
/// `attribute_values` is clustered by attribute key, so a query on one attribute reads one
/// contiguous range; an item's rows are found again from its stored attributes when it is
/// removed. Only numbers get a secondary index (for ranges); text comparisons scan the key's
/// range, which is what substring and case-folded matches need anyway.
///
/// Version 2 adds saved user activities and engagement. Both are keyed to items by row id or
/// unique identifier, and ``ItemWriter`` deletes them together with their item, so nothing
/// derived from a deleted item survives it.
///
/// Version 3 adds `screen_context`: what an app's ``ActivityCenter`` last published as on screen,
/// per index name, so that another process (the MCP server) can read it.
///
/// Version 4 adds the frequent words' top lists (``TermTopLists``), derived data the writer
/// builds after a commit, and the titles' trigram index (``TitleTrigrams``), filled from the
/// stored titles on the way.
///
/// Version 5 gives the top lists the word being typed: `term_tops` gains `exact_hits`, and the
/// lists are dropped so the next commit rebuilds them with their prefixes.
///
/// Version 6 indexes CJK text as trigrams besides bigrams (``Tokenizer/CJKGrams``): a store that
/// holds CJK text has its full text re-derived from the stored attributes, and the top lists are
/// dropped, as their terms changed.
///
/// Version 7 also indexes words joined by punctuation whole (``DocumentTokenizer``): every item's
/// full text, title prefixes and entity terms are re-derived from its stored attributes, and the
/// top lists are dropped.
///
/// Version 8 keeps `C++`, `C#` and the like whole (``Tokenizer``): every item's tokens are
/// re-derived as for version 7.
///
/// Version 9 indexes each emoji as a token (``Tokenizer``): every item's tokens are re-derived
/// as for version 7.
///
/// Version 10 folds Latin ligatures (``TextFolding``) and also stores numbers grouped in
/// thousands and phone numbers with their digits together (``DocumentTokenizer``): every item's
/// tokens are re-derived as for version 7.
///
/// Version 11 also stores the ends of words that mix letters and digits (`v2` is also `2`) and
/// more phone numbers (written in pairs, or with a country code, also without it)
/// (``DocumentTokenizer``): every item's tokens are re-derived as for version 7.
///
/// Version 12 also stores a North American number's seven-digit local number (`(555) 867-5309`
/// is also `8675309`), a number with a country code other than 1 as dialled at home with a trunk
/// 0 (`+44 20 7946 0958` is also `02079460958`), a six-digit code shown in halves (`884-221`
/// is also `884221`), whole thousands with a `k` and back (`45,000` is also `45k`, `50k` also
/// `50000`), an ISO date with its month's name and day (`2024-03-05` is also `march` and `5`) and
/// a joined word before a possessive (`co-op's` is also `coop`): every item's tokens are
/// re-derived as for version 7.
///
/// Version 13 indexes items by modification time: a search of kinds or dates and no words
/// (`kind:pdf`, `photos yesterday`) lists the most recently changed first, and reads only as far
/// down that order as it must. It also indexes the scripts written without spaces (Thai, Lao,
/// Myanmar, Khmer) as n-grams, as CJK (``Tokenizer``): every item's tokens are re-derived as for
/// version 7.
///
/// Version 14 bounds the completion tier's lists (``CompletionIndex``): `title_prefix_cutoffs`
/// records where each long list was cut.
///
/// Version 15 folds Hebrew points, Arabic harakat and tatweel, and Syriac and Thaana vowels away
/// (``TextFolding``): every item's tokens are re-derived as for version 7, and its stored values
/// folded again.
///
/// Version 16 also stores a word of letters that ends in a number as its letters (`python3` is
/// also `python`, ``DocumentTokenizer``): every item's tokens are re-derived as for version 7.
package enum StoreSchema {
    package static let currentVersion = 21

    /// `PRAGMA application_id` of a Searchlight store ("SLix"), set when the store is created
    /// and on the first write to a store made before it was introduced.
    static let applicationID = 0x534C_6978

    /// Tables every Searchlight store has had since version 1: how a store made by a build that
    /// did not set ``applicationID`` is recognised.
    static let markerTables: Set<String> = ["items", "attribute_values", "item_text", "client_states"]

    /// Makes sure the database behind `connection` is a Searchlight store or empty, before anything
    /// is written to it.
    ///
    /// - Throws: ``SearchableIndexError/Code/notAStore`` for another program's database (which is
    ///   left exactly as it was); `SQLiteError` when the file cannot be read as a database.
    static func recognise(_ connection: SQLiteConnection, path: String) throws {
        let applicationID = try connection.pragmaInt("application_id")
        if applicationID == Self.applicationID { return }
        var tables: [String] = []
        let select = try connection.uncachedStatement(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        while try select.step() { tables.append(select.string(0)) }
        let version = try connection.pragmaInt("user_version")
        if applicationID == 0 && tables.isEmpty && version == 0 { return }
        if applicationID == 0 && markerTables.isSubset(of: tables) && (1...currentVersion).contains(version) {
            return
        }
        let owner =
            applicationID == 0
            ? "tables \(tables.prefix(5).joined(separator: ", "))\(tables.count > 5 ? ", …" : "")"
            : "application id \(String(format: "0x%08X", applicationID))"
        throw SearchableIndexError(
            .notAStore,
            message:
                "\(path) is not a Searchlight store (it is another program's database: \(owner)); it was "
                + "left unchanged. Give the index a directory of its own")
    }

    /// Makes sure a store opened read-only can be read as it is (it cannot be migrated).
    static func checkReadable(_ connection: SQLiteConnection, path: String) throws {
        let version = try connection.pragmaInt("user_version")
        guard version != currentVersion else { return }
        _ = try migrate(connection, readOnly: true)
    }

    /// Migrations indexed by the version they produce (`migrations[0]` creates version 1).
    static let migrations: [String] = [
        """
        CREATE TABLE items(
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            uid TEXT NOT NULL UNIQUE,
            index_name TEXT NOT NULL,
            domain TEXT,
            content_type TEXT NOT NULL,
            ranking_hint REAL,
            created REAL NOT NULL,
            modified REAL NOT NULL,
            expires REAL,
            entity_type TEXT,
            entity_id TEXT,
            entity_priority INTEGER NOT NULL DEFAULT 0,
            hidden INTEGER NOT NULL DEFAULT 0,
            attributes BLOB NOT NULL
        );
        CREATE INDEX items_domain ON items(domain) WHERE domain IS NOT NULL;
        CREATE INDEX items_expires ON items(expires) WHERE expires IS NOT NULL;
        CREATE INDEX items_entity ON items(entity_type, entity_id) WHERE entity_type IS NOT NULL;
        CREATE TABLE attribute_values(
            item INTEGER NOT NULL,
            key TEXT NOT NULL,
            ordinal INTEGER NOT NULL,
            number REAL,
            text TEXT,
            folded TEXT,
            PRIMARY KEY (key, item, ordinal)
        ) WITHOUT ROWID;
        CREATE INDEX attribute_values_number ON attribute_values(key, number) WHERE number IS NOT NULL;
        CREATE VIRTUAL TABLE item_text USING fts5(
            \(TextColumn.allCases.map(\.name).joined(separator: ", ")),
            content = '',
            tokenize = '\(SearchlightFTS5Tokenizer.name)'
        );
        CREATE TABLE title_prefixes(
            prefix TEXT NOT NULL,
            rank REAL NOT NULL,
            item INTEGER NOT NULL,
            PRIMARY KEY (prefix, rank, item)
        ) WITHOUT ROWID;
        CREATE VIRTUAL TABLE item_vocabulary USING fts5vocab(item_text, 'row');
        CREATE TABLE client_states(
            index_name TEXT PRIMARY KEY,
            state BLOB NOT NULL
        );
        """,
        // `activities.related_uid` is the strong `relatedUniqueIdentifier` (the row dies with that
        // item), `item_uid` the activity's own search item (the row dies with it too).
        // `item_engagement.activity` is 0 for engagement the user had with the item itself, else
        // the activity that recorded it, so deleting an activity takes back what it added; it
        // copies the item's entity association (kept current by ``ItemWriter``) so an entity's
        // engagement is read without visiting items.
        // `entity_terms` is ``EntityTermIndex``; items indexed before it are added by
        // ``backfill(from:_:)``.
        """
        CREATE TABLE activities(
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            key TEXT NOT NULL UNIQUE,
            index_name TEXT NOT NULL,
            activity_type TEXT NOT NULL,
            persistent_id TEXT,
            item_uid TEXT,
            related_uid TEXT,
            entity_type TEXT,
            entity_id TEXT,
            searchable INTEGER NOT NULL,
            predictable INTEGER NOT NULL,
            created REAL NOT NULL,
            last_used REAL NOT NULL,
            expires REAL,
            use_count INTEGER NOT NULL DEFAULT 0,
            use_score REAL NOT NULL DEFAULT 0,
            payload BLOB NOT NULL
        );
        CREATE INDEX activities_item ON activities(item_uid) WHERE item_uid IS NOT NULL;
        CREATE INDEX activities_related ON activities(related_uid) WHERE related_uid IS NOT NULL;
        CREATE INDEX activities_persistent ON activities(persistent_id) WHERE persistent_id IS NOT NULL;
        CREATE INDEX activities_entity ON activities(entity_type, entity_id) WHERE entity_type IS NOT NULL;
        CREATE TABLE item_engagement(
            item INTEGER NOT NULL,
            activity INTEGER NOT NULL,
            use_count INTEGER NOT NULL,
            score REAL NOT NULL,
            last_used REAL NOT NULL,
            entity_type TEXT,
            entity_id TEXT,
            PRIMARY KEY (item, activity)
        ) WITHOUT ROWID;
        CREATE INDEX item_engagement_activity ON item_engagement(activity) WHERE activity != 0;
        CREATE INDEX item_engagement_entity
            ON item_engagement(entity_type, entity_id, activity, use_count, score, last_used)
            WHERE entity_type IS NOT NULL;
        CREATE TABLE entity_terms(
            entity_type TEXT NOT NULL,
            term TEXT NOT NULL,
            item INTEGER NOT NULL,
            weight REAL NOT NULL,
            priority INTEGER NOT NULL,
            PRIMARY KEY (entity_type, term, item)
        ) WITHOUT ROWID;
        CREATE INDEX entity_terms_item ON entity_terms(item, term, weight);
        """,
        // `payload` is the JSON of the current activity and the on-screen entities; `published`
        // and `process_id` say when and by which process, so readers can ignore stale context.
        """
        CREATE TABLE screen_context(
            index_name TEXT PRIMARY KEY,
            payload BLOB NOT NULL,
            published REAL NOT NULL,
            process_id INTEGER NOT NULL
        );
        """,
        // `term_tops.items` holds, per listed item, its row id and the word's frequencies
        // (``WordFrequencies``), `;`-separated (version 5 redefines the table).
        // `term_tops_changed` holds the items rewritten in place since the lists were built.
        """
        CREATE TABLE term_tops(
            term TEXT PRIMARY KEY,
            hits INTEGER NOT NULL,
            cutoff REAL NOT NULL,
            items TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE term_tops_state(
            id INTEGER PRIMARY KEY CHECK (id = 1),
            watermark INTEGER NOT NULL,
            statistics TEXT NOT NULL,
            model TEXT NOT NULL,
            max_ranking_hint REAL NOT NULL,
            max_priority REAL NOT NULL,
            max_modified REAL NOT NULL
        );
        CREATE TABLE term_tops_changed(item INTEGER PRIMARY KEY);
        CREATE VIRTUAL TABLE title_trigrams USING fts5(
            folded, tokenize = 'trigram case_sensitive 1', detail = 'none'
        );
        """,
        // A list's `term` is a word, or a prefix followed by `*`; `hits` is the number of items
        // holding the word (or a word the prefix begins), `exact_hits` those holding the word
        // itself, and `cutoff` the best text score outside the list when it was built.
        """
        DROP TABLE term_tops;
        CREATE TABLE term_tops(
            term TEXT PRIMARY KEY,
            hits INTEGER NOT NULL,
            exact_hits INTEGER NOT NULL,
            cutoff REAL NOT NULL,
            items TEXT NOT NULL
        ) WITHOUT ROWID;
        DELETE FROM term_tops_state;
        DELETE FROM term_tops_changed;
        """,
        // Versions 6 (CJK trigrams), 7 (joined words), 8 (`C++`, `C#`), 9 (emoji), 10
        // (ligatures, grouped numbers), 11 (model numbers' ends, more phone numbers), 12 (local
        // and trunk phone numbers, six-digit codes), 13 (scripts without spaces as n-grams), 15
        // (Hebrew and Arabic points), 16 (a versioned name's letters) and 17 (the nukta, other
        // scripts' digits, lakhs, five-digit phone groups, order numbers, web addresses) and 18
        // (numbers' full-width marks) 19 (German words
        // without their umlauts), 20 (thousands grouped by spaces, a one-digit group after a
        // country code) and 21 (a phone number written solid after its country code) tokenize
        // differently:
        // ``backfill(from:_:)`` re-derives every item's tokens (which also fills the completion
        // tier's lists within their bounds for a store older than 14), and the lists built from
        // the old ones go.
        dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
        "CREATE INDEX IF NOT EXISTS items_modified ON items(modified);" + dropTopLists,
        // A prefix's list holds exactly its rows ordered before (`rank`, `item`).
        """
        CREATE TABLE IF NOT EXISTS title_prefix_cutoffs(
            prefix TEXT PRIMARY KEY,
            rank REAL NOT NULL,
            item INTEGER NOT NULL
        ) WITHOUT ROWID;
        """,
        dropTopLists,
        dropTopLists,
        // The index on `content_type` lets a search learn the kinds a store holds with one key
        // lookup per kind (``FullTextSearcher/contentTypes()``).
        "CREATE INDEX IF NOT EXISTS items_content_type ON items(content_type);" + dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
        dropTopLists,
    ]

    /// Empties the frequent words' top lists, which the next commit rebuilds (or
    /// ``backfill(from:_:)``, when it re-derives every item's tokens).
    private static let dropTopLists = """
        DELETE FROM term_tops;
        DELETE FROM term_tops_state;
        DELETE FROM term_tops_changed;
        """

    /// Fills what a migration added that SQL alone cannot derive from existing rows.
    static func backfill(from version: Int, _ connection: SQLiteConnection) throws {
        if (1..<4).contains(version) { try TitleTrigrams.backfill(connection) }
        // Every older store tokenized its text differently (CJK before 6, joined words before 7,
        // `C++` before 8, emoji before 9, ligatures and grouped numbers before 10, model
        // numbers' ends and more phone numbers before 11, local and trunk phone numbers and
        // six-digit codes before 12, Thai and the other scripts without spaces before 13, Hebrew
        // and Arabic vowel points before 15, a versioned name's letters before 16, the nukta,
        // digits of other scripts, lakhs, five-digit phone groups, order numbers and web
        // addresses before 17, numbers' full-width marks before 18, German words without umlauts before 19, thousands grouped by spaces and one-digit groups after a country code before 20, phone numbers written solid
        // after a country code before 21),
        // and text is removed by replaying its tokens, so all of them are derived again; the
        // folded texts too, as the nukta and other scripts' digits fold since 17.
        if (1..<21).contains(version) {
            let writer = ItemWriter(connection: connection)
            try writer.rederiveTokens()
            try writer.refoldTexts()
            // The migration dropped the lists built from the old tokens. Rebuilt here, as part
            // of the same pass over the store, so a store that is only searched after the
            // upgrade (`searchlight search`) does not rank every match of a frequent word until
            // something writes to it.
            try TermTopLists.rebuild(connection)
        }
    }

    /// Brings the database to ``currentVersion``.
    ///
    /// - Returns: the version found before migrating (0 for a new file).
    /// - Throws: `SQLiteError` when the file is newer than this build understands.
    /// - Parameter readOnly: throw instead of migrating when the store is older.
    package static func migrate(_ connection: SQLiteConnection, readOnly: Bool = false) throws -> Int {
        let found = try connection.pragmaInt("user_version")
        guard found <= currentVersion else {
            throw SQLiteError(
                code: 0,
                message:
                    "the store has schema version \(found); this Searchlight reads up to \(currentVersion)")
        }
        guard found < currentVersion else {
            if try connection.pragmaInt("application_id") != applicationID {
                try connection.execute("PRAGMA application_id = \(applicationID)")
            }
            return found
        }
        guard !readOnly else {
            throw SQLiteError(
                code: 0,
                message:
                    "the store has schema version \(found) and is open read-only; open it for writing once "
                    + "(any write) to upgrade it to version \(currentVersion)")
        }
        try connection.writeTransaction {
            // Re-read under the write lock: another process may have migrated meanwhile.
            let version = try connection.pragmaInt("user_version")
            for migration in migrations[version..<currentVersion] {
                try connection.execute(migration)
            }
            try backfill(from: version, connection)
            try connection.execute("PRAGMA user_version = \(currentVersion)")
            try connection.execute("PRAGMA application_id = \(applicationID)")
        }
        return found
    }
}
