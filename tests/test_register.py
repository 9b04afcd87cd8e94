"""The chat register's clean-up before the parse (credo.llm.register): emoji and pictographs.

Most turns are plain ASCII and skip the per-character pictograph test; these tests hold that
shortcut to reading every turn as the per-character test would.
"""

from __future__ import annotations

import pytest

from credo.llm.register import _pictograph, normalise, pictograph_breaks, strip_pictographs


def test_no_ascii_character_is_a_pictograph():
    assert [chr(code) for code in range(128) if _pictograph(chr(code))] == []


def test_plain_text_keeps_its_words_and_loses_only_extra_spaces():
    assert strip_pictographs("  I live   in\tLyon ^_^ ~ ok  ") == "I live in Lyon ^_^ ~ ok"
    assert pictograph_breaks("My mum is a spy :) I'm a pharmacist.") == "My mum is a spy :) I'm a pharmacist."


def test_an_emoji_between_two_sentences_still_ends_the_first():
    assert pictograph_breaks("My mum is a spy 😂 I'm a pharmacist.") == "My mum is a spy 😂. I'm a pharmacist."
    assert strip_pictographs("Spicy food is my thing 🌶️🌶️") == "Spicy food is my thing"
    assert normalise("my mum is a spy 😂 i'm a pharmacist") == "My mum is a spy. I'm a pharmacist."


@pytest.mark.parametrize("said, written", [
    ("Wir peerie lass is startin at da high school efter da simmer.",
     "Our little lass is starting at the high school after the simmer."),
    ("I play da fiddle an da accordion.", "I play the fiddle and the accordion."),
    ("me da is a polis", "My da is a polis."),  # "me da" is a father, never "the"
    ("My boss is João da Silva, a fir tree man.", "My boss is João da Silva, a fir tree man."),  # a name, a tree
    ("I'm gettin married in Austin.", "I'm getting married in Austin."),  # a name ending in "in" kept
    ("My mother's brother lives in Mutare.", "My uncle lives in Mutare."),
    ("Her sister's son is a nurse.", "Her nephew is a nurse."),
    ("My wife's cousin's husband is a trucker.", "My wife's cousin's husband is a trucker."),  # no one kin word
])
def test_other_englishes_and_kin_through_kin_read_as_written_english(said, written):
    assert normalise(said) == written


@pytest.mark.parametrize("said, written", [
    ("Dez what runs the record shop is a DJ.", "Dez who runs the record shop is a DJ."),
    ("The lad what fixed our boiler is a plumber.", "The lad who fixed our boiler is a plumber."),
    ("Guess what happens next.", "Guess what happens next."),  # an English word before it: no one
    ("Here is what works.", "Here is what works."),
    ("omg hes starting at the station mon", "He's starting at the station mon."),  # ("omg": a filler)
])
def test_what_said_as_who_and_hes_said_as_hes_read_as_written_english(said, written):
    assert normalise(said) == written


@pytest.mark.parametrize("said, written", [
    ("She speaks Spanish and French, an absolute star.", "She speaks Spanish and French."),
    ("My nan is 90, a proper legend!", "My nan is 90!"),
    ("I work at Google, a search company.", "I work at Google, a search company."),  # what the thing is, kept
])
def test_praise_at_a_sentences_end_is_left_out(said, written):
    assert normalise(said) == written


def test_new_line_is_a_dictated_mark_only_beside_another():
    assert normalise("she's my new line manager") == "She's my new line manager."
    assert normalise("I work nights comma new line he does the rinds full stop").endswith(". He does the rinds.")


def test_omg_between_two_clauses_is_where_a_full_stop_goes():
    assert normalise("my sis got into durham for medicine omg shes actually so smart") == (
        "My sis got into durham for medicine. She's actually so smart.")


@pytest.mark.parametrize("said, written", [
    ("she's gonna be, like, a presenter in the dome", "She's going to be a presenter in the dome."),
    ("I, like, totally work at Tesco", "I totally work at Tesco."),
    ("My brother's, um, a paramedic in Hull.", "My brother's a paramedic in Hull."),
    ("been there for, what, nine years", "Been there for nine years."),
    ("basically I'm, I'm the projectionist", "Basically I'm the projectionist."),
    ("he's like 19", "He's about 19."),
    ("I run a parlour in Basildon, innit, fourteen dogs on a Saturday", "I run a parlour in Basildon, 14 dogs on a Saturday."),
    ("Jaz is a kart mechanic irl at the track lol, absolute goat", "Jaz is a kart mechanic at the track, absolute goat."),
])
def test_fillers_stumbles_and_tags_inside_a_clause_are_left_out(said, written):
    assert normalise(said) == written


@pytest.mark.parametrize("said", ["I'd like, if possible, a window seat.", "It's like a sauna in here.",
                                  "I did it, I did it!"])
def test_a_like_that_compares_and_a_repeated_clause_stay(said):
    assert normalise(said).rstrip(".!") == said.rstrip(".!")
