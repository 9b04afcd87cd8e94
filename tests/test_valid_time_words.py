"""Periods said in words bound a fact's valid time (issue 21, item 3: bi-temporal): "until last December",
"from 2015 until 2020", "then joined Stripe in January". Through ``remember`` with the real reader and the real
embedding model on a SQLite file; questions about then are asked by valid time (``valid_at``).
"""

from __future__ import annotations


def _say(mem, clock, when: str, text: str):
    clock.set(when)
    return mem.remember(text, user="ann", now=when)


def _top(mem, query: str, *, valid_at: str | None = None) -> str:
    results = mem.recall(query, user="ann", limit=1, valid_at=valid_at, now="2026-05-10T10:00:00Z")
    return results[0].memory.text if results else ""


def test_two_jobs_told_in_one_sentence_each_answer_for_their_own_time(mem, clock):
    result = _say(mem, clock, "2026-05-04T10:00:00Z",
                  "I worked at Shopify until last December, then joined Stripe in January.")
    assert {m.value for m in result.stored} == {"Shopify", "Stripe"}
    assert not result.superseded and not result.conflicts
    assert "Stripe" in _top(mem, "where do I work")
    assert "Shopify" in _top(mem, "where did I work in October 2025", valid_at="2025-10-01T00:00:00Z")
    shopify = next(m for m in result.stored if m.value == "Shopify")
    assert shopify.valid_until.date().isoformat() == "2026-01-01" and shopify.metadata["start_unknown"]


def test_a_past_home_with_its_years_never_retires_the_current_one(mem, clock):
    _say(mem, clock, "2026-02-01T10:00:00Z", "I live in Lisbon.")
    result = _say(mem, clock, "2026-03-01T10:00:00Z", "I lived in Berlin from 2015 until 2020.")
    [berlin] = result.stored
    assert (berlin.valid_from.year, berlin.valid_until.year) == (2015, 2021)
    assert not result.superseded
    assert "Lisbon" in _top(mem, "where do I live")
    assert "Berlin" in _top(mem, "where did I live in 2018", valid_at="2018-06-01T00:00:00Z")


def test_words_that_name_no_past_end_leave_the_fact_open(mem, clock):
    for text in ("I work at Acme until further notice.", "I'm staying in Rome until June."):
        for m in _say(mem, clock, "2026-03-01T10:00:00Z", text).stored:
            assert m.valid_until is None, m.text


def test_a_fact_whose_start_was_never_said_shows_its_end_and_an_unknown_start(mem, clock):
    _say(mem, clock, "2026-05-04T10:00:00Z", "I worked at Shopify until last December, then joined Stripe in January.")
    [employer] = [a for a in mem.timeline("user", user="ann")["attributes"] if a["attribute"] == "employer"]
    shopify = next(v for v in employer["values"] if v["value"] == "Shopify")
    assert shopify["said"] is None and shopify["until"].startswith("2026-01-01")

    from credo.web.timeline import svg

    drawn = svg(mem.timeline("user", user="ann"), now="2026-05-10T10:00:00Z")
    assert "1970" not in drawn and "start unknown" in drawn
