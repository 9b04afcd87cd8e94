"""credo.text's session ranking against SQLite FTS5, the oracle it replaces.

The store's full-text index tokenizes with FTS5's ``porter unicode61
remove_diacritics 2`` and ranks with ``bm25()``; :func:`bm25_documents`
reproduces both in Python so every backend ranks sessions the same. SQLite
appears only here, as the reference.
"""

from __future__ import annotations

import random
import sqlite3

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from credo.errors import InvalidInput
from credo.text import _STEP2, _STEP3, _STEP4, _fold, _Runs, _spaced_run, bm25_documents, query_terms, words

TOKENIZER = "porter unicode61 remove_diacritics 2"


def fts5_words(texts: list[str], tokenizer: str = TOKENIZER) -> list[list[str]]:
    """Each text's tokens, in order, as FTS5 indexes them."""
    conn = sqlite3.connect(":memory:")
    conn.execute(f"CREATE VIRTUAL TABLE d USING fts5(t, tokenize='{tokenizer}')")
    conn.execute("CREATE VIRTUAL TABLE v USING fts5vocab(d, 'instance')")
    conn.executemany("INSERT INTO d(rowid, t) VALUES (?, ?)", [(i + 1, t) for i, t in enumerate(texts)])
    found: list[list[str]] = [[] for _ in texts]
    for doc, term in conn.execute("SELECT doc, term FROM v ORDER BY doc, offset"):
        found[doc - 1].append(term)
    conn.close()
    return found


def fts5_bm25(documents: dict[str, str], query: str) -> dict[str, float]:
    """credo's former bm25_documents: FTS5's bm25() over an in-memory table of the documents."""
    match = " OR ".join(f'"{term}"' for term in query_terms(query))
    if not documents or not match:
        return {}
    keys = list(documents)
    conn = sqlite3.connect(":memory:")
    conn.execute(f"CREATE VIRTUAL TABLE d USING fts5(text, tokenize='{TOKENIZER}')")
    conn.executemany("INSERT INTO d(rowid, text) VALUES (?, ?)", [(i + 1, documents[k]) for i, k in enumerate(keys)])
    rows = conn.execute("SELECT rowid, bm25(d) FROM d WHERE d MATCH ?", (match,)).fetchall()
    conn.close()
    return {keys[rowid - 1]: -rank for rowid, rank in rows if rank < 0}


def assert_same_ranking(sessions: dict[str, list[str]], query: str) -> None:
    expected = fts5_bm25({k: "\n".join(v) for k, v in sessions.items()}, query)
    got = bm25_documents(sessions, query)
    assert list(got) == list(expected)
    for key, score in expected.items():
        assert got[key] == pytest.approx(score, rel=1e-6, abs=0)
    assert sorted(got, key=lambda k: (-got[k], k)) == sorted(expected, key=lambda k: (-expected[k], k))


# LoCoMo-like turns, written for this test.
TURNS = [
    "Caroline went to the LGBTQ support group on 7 May 2023 and said it was so powerful.",
    "Melanie painted a sunrise over the lake last year; she loves painting landscapes.",
    "I'm researching adoption agencies, it's been a dream of mine to have a family.",
    "We went camping at the beach with the kids and roasted marshmallows by the fire.",
    "Caroline's mentor at the transgender conference gave a talk about self-acceptance.",
    "Mel signed up for a pottery class; the bowls she made were a bit wobbly but fun.",
    "Psychology and counseling: Caroline wants to pursue a career in mental health.",
    "My café on Rue Saint-Honoré serves crème brûlée and the best cafe au lait.",
    "The kids' favourite book is 'Charlotte's Web'; we read it every night at 8 pm.",
    "Running helps me clear my head; I ran 5 km yesterday and felt incredibly good.",
    "She adopted two cats, Oliver and Luna, from the shelter downtown in 2022.",
    "Technology keeps changing; my phone's camera takes better photos than my DSLR 🤔.",
    "We're planning a road trip to the Grand Canyon next summer, possibly in July.",
    "Jon lost his job as a banker and opened a dance studio called Dancing Queens.",
    "Gina's clothing store launched an online shop and her first_order sold out.",
    "Music festival tickets: ٣ days of concerts, ²nd row seats, totally worth it!",
    "I've been volunteering at the youth center, mentoring teens who feel isolated.",
    "The violin recital went well although I was nervous before playing Bach.",
]

QUERIES = [
    "When did Caroline go to the LGBTQ support group?",
    "What did Melanie paint?",
    "Where did they go camping?",
    "What does the café serve? cafe creme",
    "What career does Caroline want to pursue in psychology?",
    "Who adopted cats from the shelter?",
    "What happened to Jon's job at the bank?",
    "How many days of concerts ٣ ²nd",
    "first_order sold",
    "Who was it?",
    "technology photos camera 🤔",
    "running incredibly nervous playing",
    "paint painting painted",
]


def test_session_scores_equal_fts5_bm25_on_conversation_turns():
    rng = random.Random(7)
    for _ in range(20):
        shuffled = rng.sample(TURNS, len(TURNS))
        cuts = sorted(rng.sample(range(1, len(TURNS)), rng.randint(1, 8)))
        sessions = {f"s{i}": shuffled[a:b] for i, (a, b) in enumerate(zip([0, *cuts], [*cuts, len(TURNS)]))}
        for query in QUERIES:
            assert_same_ranking(sessions, query)


WORDS = ["Caroline", "painted", "painting", "café", "cafe", "CAFÉ", "résumé", "naïve", "don't", "it's", "kids'",
         "first_name", "first", "name", "٣", "²", "x²", "12", "12th", "psychology", "ecology", "trekked", "is", "as",
         "running", "ran", "happily", "Straße", "İstanbul", "Ǡ", "🤔", "🥰", "😊", "e\u0301t\u0301e\u0301",
         "生日", "the", "what", "support", "group", "sunrise", "a" * 70, "incredibly", "possibly", "—", "...", "_", ""]
text = st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join)


@settings(max_examples=150, deadline=None)
@given(sessions=st.dictionaries(st.sampled_from("abcdefgh"), st.lists(text, max_size=5), max_size=6),
       query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=5).map(" ".join))
def test_session_scores_equal_fts5_bm25_for_any_sessions_and_query(sessions, query):
    assert_same_ranking(sessions, query)


def test_accents_case_and_stems_match_as_the_store_index_matches_them():
    scores = bm25_documents({"accented": "Crème brûlée at the CAFÉ", "plain": "creme brulee at a cafe",
                             "other": "tea at home"}, "cafe creme")
    assert set(scores) == {"accented", "plain"}
    assert words("Café RÉSUMÉS naïve") == ["cafe", "resum", "naiv"]
    assert words("cafe\u0301 \u0301cafe") == ["cafe", "cafe"]  # decomposed accents are dropped


def test_apostrophes_and_underscores_split_words():
    assert words("Caroline's kids' don't") == ["carolin", "s", "kid", "don", "t"]
    scores = bm25_documents({"joined": "her first_order", "apart": "first, then the order", "other": "nothing"},
                            "first_order")
    assert list(scores) == ["joined"]  # the query word is the phrase "first order": adjacent words only
    assert_same_ranking({"a": ["ann ann", "ann bo"], "b": ["bo ann"], "c": ["x"]}, "ann_ann bo")  # overlapping runs


def test_unicode_digits_are_words_of_their_own():
    assert words("٣ days, x² and ½") == ["٣", "dai", "x²", "and", "½"]
    assert list(bm25_documents({"a": "٣ concerts", "b": "3 concerts", "c": "none"}, "٣")) == ["a"]


def test_empty_documents_and_empty_sessions_rank_nothing_but_count_toward_the_average():
    assert bm25_documents({}, "Ann") == {}
    assert bm25_documents({"a": "", "b": []}, "Ann") == {}
    assert_same_ranking({"a": [], "b": [""], "c": ["Ann paints"], "d": ["Bo fishes", "Ann sleeps late"]}, "Ann")


def test_a_query_of_stop_words_only_still_ranks_by_them():
    assert_same_ranking({"a": ["Who was it? It was Ann."], "b": ["Bo went home"], "c": ["was"]}, "Who was it?")
    assert bm25_documents({"a": "Ann"}, "?!") == {}
    assert_same_ranking({"a": ["Ann _ Bo"], "b": ["_"]}, "_")


def test_a_term_in_every_document_scores_the_fts5_floor():
    scores = bm25_documents({"a": "Ann", "b": "Ann"}, "Ann")
    assert scores == {"a": pytest.approx(1e-6), "b": pytest.approx(1e-6)}


def test_a_session_given_as_texts_scores_as_its_texts_joined_by_line_breaks():
    members = ["Ann painted a sunrise", "It hangs in her hall", "Bo went fishing"]
    assert bm25_documents({"s": members, "t": "Ann slept"}, "Ann painting") == \
        bm25_documents({"s": "\n".join(members), "t": "Ann slept"}, "Ann painting")


def test_ranking_a_session_again_reuses_its_words():
    members = [f"Ann's visit number {i} to the lighthouse, unique marker q{i}x" for i in range(50)]
    bm25_documents({"s": members}, "lighthouse")
    before = (_spaced_run.hits, _spaced_run.misses)
    bm25_documents({"s": members}, "lighthouse visit")
    assert (_spaced_run.hits, _spaced_run.misses) == (before[0] + 1, before[1])


def test_the_sessions_words_are_kept_within_a_budget_of_texts():
    runs = _Runs(budget=5)
    first, second = ("Ann paints", "Bo fishes", "Cy sings"), ("Di runs", "Ed rows")
    assert runs(first) == (6, " ann  paint  bo  fish  cy  sing ") and runs(second)[0] == 4
    assert runs.held == 5
    runs(("Fay swims",))  # over the budget: the least recently used session goes
    assert runs.held == 3 and (runs.hits, runs.misses) == (0, 3)
    runs(second)
    assert runs.hits == 1


def test_a_session_of_mixed_texts_scores_as_fts5_scores_it():
    # ASCII sessions are split in one pass over their joined texts, others text by text: both as FTS5 splits them
    sessions = {"s": ["Ann's café", "2 résumés", "", "?!", "Bo fishes 12x"], "t": ["Ann", "x"],
                "u": ["Ann fished", "", "cafe 2"], "v": ["Bo", "Ann's 12x"]}
    assert_same_ranking(sessions, "Ann café fishing 12x 2")
    joined = {key: "\n".join(texts) for key, texts in sessions.items()}
    assert bm25_documents(sessions, "Ann café fishing 12x 2") == bm25_documents(joined, "Ann café fishing 12x 2")


def test_a_member_that_is_not_text_is_invalid_input():
    with pytest.raises(InvalidInput):
        bm25_documents({"s": ["Ann", 3]}, "Ann")  # type: ignore[list-item]


def test_every_code_point_splits_and_folds_as_unicode61_does():
    codes = [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF]
    chunks = [codes[i:i + 20_000] for i in range(0, len(codes), 20_000)]
    for chunk, found in zip(chunks, fts5_words([" ".join(f"x{chr(c)}x" for c in chunk) for chunk in chunks],
                                               "unicode61 remove_diacritics 2")):
        expected = []
        for c in chunk:
            folded = _fold(c)
            expected += ["x", "x"] if folded == " " else [f"x{folded}x"]
        if found != expected:
            mismatch = next(i for i, (a, b) in enumerate(zip(found, expected)) if a != b)
            near = slice(mismatch - 2, mismatch + 3)
            pytest.fail(f"unicode61 gives {found[near]} where credo.text gives {expected[near]}")


def test_stems_equal_fts5_porter_on_twenty_thousand_made_up_words():
    rng = random.Random(3)
    suffixes = [s for s, _ in _STEP2 + _STEP3 + _STEP4] + ["s", "es", "sses", "ies", "ed", "eed", "ing", "y", "ll"]
    made_up = []
    for _ in range(20_000):
        stem = "".join(rng.choice("aeiouybcdlmnrstgzwxk") for _ in range(rng.randint(0, 7)))
        made_up.append(stem + rng.choice(suffixes) + rng.choice(["", "", "s", "ed", "ing", "ly", "é", "ж"]))
    assert [words(w) for w in made_up] == fts5_words(made_up)


def test_stems_follow_fts5_where_snowball_porter_differs():
    # FTS5 keeps Porter's own C departures (logi -> log, bli -> ble, any doubled consonant undoubled)
    # and leaves words under 3 bytes alone; Snowball's "porter" does neither.
    assert words("psychology incredibly trekked is as") == ["psycholog", "incred", "trek", "is", "as"]
    assert list(bm25_documents({"a": "new technologies", "b": "new tech"}, "technology")) == ["a"]


def test_ascii_words_split_as_fts5_splits_them_while_the_stem_table_fills_and_starts_again(monkeypatch):
    from credo import text

    monkeypatch.setattr(text, "TOKEN_CACHE_SIZE", 50)  # the table of ASCII stems starts again every 50 words
    rng = random.Random(8)
    pieces = ["running", "runs", "2023", "17", "x9", "9x", "0007", "caresses", "ponies", "a", "of", "relational"]
    between = [" ", "  ", "\t", "\n", "_", "'", "-", ".", ",", "\x1f", "~", "/", "@", "\x7f"]
    made_up = ["".join(rng.choice(pieces).upper() if rng.random() < 0.2 else rng.choice(pieces)
                       + rng.choice(["", "s", "ing", str(rng.randint(0, 99))]) + rng.choice(between)
                       for _ in range(rng.randint(1, 30))) for _ in range(400)]
    assert [words(t) for t in made_up] == fts5_words(made_up)
    assert len(text._ASCII_STEMS) <= 50 and all(not w.isdigit() for w in text._ASCII_STEMS)
