"""Paraphrases across kinds are one belief, and close but different statements stay two (issue 21, item 3):
through ``remember``, with the real reader and the real embedding model on a SQLite file.
"""

from __future__ import annotations

from credo import Status


def _say(mem, clock, when: str, text: str, user: str = "ann"):
    clock.set(when)
    return mem.remember(text, user=user, at=when, now=when)


def _active(mem, user: str = "ann") -> list[str]:
    return [m.text for m in mem.browse(user=user, statuses=["active"], limit=100)]


def test_a_preference_said_again_as_a_fact_is_one_belief_filed_under_its_first_name(mem, clock):
    [first] = _say(mem, clock, "2026-01-05T10:00:00Z", "I prefer Python for backend work.").stored
    again = _say(mem, clock, "2026-01-19T10:00:00Z", "Python is my go-to language for backends.")
    assert again.merged, again
    [belief] = [m for m in mem.browse(user="ann", statuses=["active"], limit=10)]
    assert (belief.entity, belief.attribute, belief.value) == (first.entity, first.attribute, first.value)
    assert belief.parent_id == first.id and mem.get(first.id).status is Status.MERGED


def test_a_stance_said_again_in_other_words_and_as_another_kind_is_one_memory(mem, clock):
    for user, first, second, key in [
            ("a", "I hate cilantro.", "Cilantro tastes like soap to me, keep it out of recipes.", "cilantro"),
            ("b", "I like dark mode in every app.", "Dark themes everywhere for me, light mode hurts my eyes.", "dark"),
            ("c", "I don't eat pork.", "No pork for me, please.", "pork")]:
        _say(mem, clock, "2026-02-01T10:00:00Z", first, user)
        _say(mem, clock, "2026-02-11T10:00:00Z", second, user)
        assert sum(key in t.lower() for t in _active(mem, user)) == 1, _active(mem, user)


def test_close_statements_about_different_things_are_never_joined(mem, clock):
    for user, first, second in [
            ("a", "I read fantasy novels.", "I read history books."),
            ("b", "I drink green tea in the morning.", "I drink chamomile tea before bed."),
            ("c", "My son plays the piano.", "My daughter plays the violin."),
            ("d", "I'm learning to sail a dinghy.", "I bought a second-hand sailing dinghy."),
            ("e", "I play tennis on Sundays.", "I watch tennis on TV on Sundays.")]:
        before = _say(mem, clock, "2026-03-01T10:00:00Z", first, user).stored
        after = _say(mem, clock, "2026-03-08T10:00:00Z", second, user)
        active = _active(mem, user)
        assert after.stored and not after.merged, (second, after)
        assert all(m.text in active for m in before + after.stored), (first, second, active)


def test_going_back_is_a_change_not_the_same_thing_said_again(mem, clock):
    _say(mem, clock, "2026-01-05T07:00:00Z", "I work out in the mornings.")
    _say(mem, clock, "2026-01-26T07:00:00Z", "Switched to evening workouts, mornings are too rushed.")
    result = _say(mem, clock, "2026-02-16T07:00:00Z", "Back to morning workouts, evenings kept getting cancelled.")
    assert not result.merged


def test_a_plain_statement_the_narrative_gate_scores_low_is_kept_not_dropped(mem, clock):
    routine = _say(mem, clock, "2026-03-01T10:00:00Z", "I run on Mondays.")
    plain = _say(mem, clock, "2026-03-01T10:01:00Z", "The frontend is written in React.")
    # the pastime, in the sentence's words, and its day in its own ("User's run days: Mondays."), as "I play
    # tennis on Sundays" is read
    assert [m.text for m in routine.stored][0] == "User runs on Mondays."
    [kept] = plain.stored
    assert kept.importance <= 0.3 + 0.3  # kept at 0.3, which surprise moves by at most 0.3
    [top] = mem.recall("what is the frontend written in", user="ann", limit=1, now="2026-03-02T10:00:00Z")
    assert "React" in top.memory.text
