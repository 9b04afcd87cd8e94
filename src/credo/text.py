"""Query text helpers shared by the read path and every backend.

A keyword query is the query's words OR-ed, so a word that occurs everywhere
("what", "did", "her") makes nearly every memory a keyword match and crowds
the keyword candidates with memories that share only such words. Those words
are dropped: the English stop words of NLTK's list (pronouns, auxiliaries,
question words, prepositions), kept whole rather than tuned on any benchmark.
"""

from __future__ import annotations

import re
import sqlite3

#: NLTK's English stop words, as credo's tokenizer splits them (``don't`` -> ``don``, ``t``).
STOP_WORDS = frozenset("""
i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
herself it its itself they them their theirs themselves what which who whom this that these those am is are
was were be been being have has had having do does did doing a an the and but if or because as until while
of at by for with about against between into through during before after above below to from up down in out
on off over under again further then once here there when where why how all any both each few more most
other some such no nor not only own same so than too very s t can will just don should now d ll m o re ve y
ain aren couldn didn doesn hadn hasn haven isn ma mightn mustn needn shan shouldn wasn weren won wouldn
""".split())

_WORD = re.compile(r"\w+", re.UNICODE)


def query_terms(text: str, max_terms: int = 64) -> list[str]:
    """The words of a query worth matching: lower-cased, unique, stop words dropped.

    A query made only of stop words keeps them all, so it still matches something.

    >>> query_terms("When did Caroline go to the LGBTQ support group?")
    ['caroline', 'go', 'lgbtq', 'support', 'group']
    >>> query_terms("Who was it?")
    ['who', 'was', 'it']
    """
    words = list(dict.fromkeys(w.lower() for w in _WORD.findall(text)))
    return ([w for w in words if w not in STOP_WORDS] or words)[:max_terms]


def fts_query(text: str, max_terms: int = 64) -> str:
    """A safe FTS5 MATCH expression: the query's terms (stop words dropped), quoted, OR-ed.

    >>> fts_query('Where does "Ann" live?')
    '"ann" OR "live"'
    """
    return " OR ".join(f'"{t}"' for t in query_terms(text, max_terms))


#: The store's full-text tokenizer (migration 0002); documents ranked here are tokenized the same way.
FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"


def bm25_documents(documents: dict[str, str], query: str) -> dict[str, float]:
    """BM25 of a few documents for the query's terms (see :func:`query_terms`), higher is better.

    Uses SQLite FTS5 in a private in-memory database, so words match as they
    do in the store's own index. Documents that match no term are left out.

    >>> scores = bm25_documents({"a": "Ann painted a sunrise", "b": "Bo went fishing"}, "what did Ann paint?")
    >>> list(scores)
    ['a']
    """
    match = fts_query(query)
    if not documents or not match:
        return {}
    keys = list(documents)
    conn = sqlite3.connect(":memory:")
    try:
        conn.execute(f"CREATE VIRTUAL TABLE d USING fts5(text, tokenize='{FTS_TOKENIZER}')")
        conn.executemany("INSERT INTO d(rowid, text) VALUES (?, ?)",
                         [(i + 1, documents[k]) for i, k in enumerate(keys)])
        rows = conn.execute("SELECT rowid, bm25(d) FROM d WHERE d MATCH ?", (match,)).fetchall()
    finally:
        conn.close()
    # bm25() is negative, lower is better; with very few documents a term in all of them scores ~0.
    return {keys[rowid - 1]: -rank for rowid, rank in rows if rank < 0}
