"""The extraction provider protocol: text in, candidate memories out.

An extractor answers seed 001's question -- "is this utterance worth storing as
a permanent memory?" -- and nothing more. Its output is a list of
:class:`Candidate` memories *before* the write pipeline gates, dedupes,
contradiction-checks and stores them, plus the spans it chose to skip and why.

Every provider (the offline ``rules`` extractor, an OpenAI-compatible or
Anthropic model) implements one method, :meth:`Extractor.extract`, so the write
pipeline never asks which one it has.

>>> from credo.models import Kind
>>> c = Candidate("User prefers dark mode.", Kind.PREFERENCE, "tech", 0.8, 0.9,
...               "user", "theme", "dark", reason="stated preference")
>>> c.is_low_confidence
False
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

from ..errors import InvalidInput
from ..models import Kind, Source

#: At or below this confidence a candidate is "uncertain": hypotheticals,
#: roleplay and instructions from untrusted sources (seed 001: <= 0.3).
LOW_CONFIDENCE = 0.3


@dataclass
class Candidate:
    """One memory proposed by an extractor, before gates, dedupe and storage.

    ``importance`` asks "does this matter long-term?"; ``confidence`` asks "is
    it sincere and true?" -- two separate floats, because "what if I were a
    doctor" may matter yet is not true. ``entity`` is ``"user"`` only for facts
    about the speaking user; a sister's job or a document's claim never is.
    """

    text: str
    kind: Kind
    topic: str | None
    importance: float
    confidence: float
    entity: str | None
    attribute: str | None
    value: str | None
    reason: str = ""
    # A change whose attribute the extractor cannot name ("I switched from Dvorak to QWERTY"):
    # the new value; the writer names the attribute from the old value the text mentions.
    changes_to: str | None = None
    #: A proper name the speaker is now at ("I'm at Siemens now"), with no word for what it is: the writer
    #: files it under the one place-like attribute the user already holds (:data:`credo.vocabulary.HELD_AT_A_PLACE`).
    now_at: str | None = None
    #: A value said as one more of a list the sentence does not name ("shellfish too", "Also amoxicillin, since
    #: 2019"): the writer files it under the list the user was adding to just before, else the value's own type,
    #: else the list the user added to last (:func:`credo.write.name_one_more`).
    one_more: str | None = None
    #: The statement removes this value ("I'm not allergic to latex anymore", "we no longer use Jenkins"):
    #: ``value`` reads "not X" and X is the value withdrawn.
    retracts: bool = False
    #: The value joins the others rather than replacing them ("I'm also allergic to shellfish", "another cat").
    adds: bool = False
    #: When a past change happened, as the sentence dates it ("moved to Lyon back in *September*"): the write
    #: starts the memory's valid time there (:func:`credo.timeutil.past_start`) rather than when it was said.
    happened: str | None = None
    #: When what it states stopped holding, as the sentence dates it ("worked at Shopify *until last December*"):
    #: the write ends the memory's valid time there (:func:`credo.timeutil.past_end`), so it answers questions
    #: about that time and is never the current value.
    ended: str | None = None
    #: A value the same statement gives up for this one ("*Returned the iPhone*, I'm back on my Pixel"): going
    #: back to an older value while saying so settles it (:func:`credo.belief.loop_reason`), not a loop.
    gives_up: str | None = None

    def __post_init__(self) -> None:
        for name in ("importance", "confidence"):
            score = getattr(self, name)
            if not 0.0 <= score <= 1.0:
                raise InvalidInput(f"{name} must be within 0..1, got {score!r}")
        if not self.text.strip():
            raise InvalidInput("candidate text is blank")

    @property
    def is_low_confidence(self) -> bool:
        """True for candidates the write pipeline should hold back or quarantine."""
        return self.confidence <= LOW_CONFIDENCE

    @property
    def is_instruction(self) -> bool:
        """True when an extractor flagged the text as an order to the agent."""
        return self.reason.startswith("instruction:")


@dataclass
class Extraction:
    """What one extractor call produced: candidates, skipped spans, provenance.

    ``skipped`` holds ``(span, reason)`` pairs such as
    ``("Thanks, that's helpful!", "pleasantry")``, so an audit can show why
    nothing was stored. An empty ``candidates`` list is a valid, common answer.
    """

    candidates: list[Candidate] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    extractor: str = ""
    prompt_version: str = ""


@runtime_checkable
class Extractor(Protocol):
    """Anything that turns a conversation turn into candidate memories.

    ``speaker`` says who produced ``text``: only :attr:`Source.USER` text may
    yield facts about the user; other sources' orders to the agent come back
    flagged (``reason`` starting with ``"instruction:"``, confidence <= 0.3).
    """

    name: str
    version: str

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction: ...


#: A chat model as maintenance uses it: messages (``{"role", "content"}``) in, the reply's text out.
#: Peer cards, cross-domain bridges and the consolidation stages write prose or confirm a claim with one;
#: without one every such step stays extractive and offline.
Complete = Callable[[list[dict[str, str]]], str]


@runtime_checkable
class Merger(Protocol):
    """Turns the texts of one group (oldest first) into one canonical text."""

    name: str

    def merge(self, texts: list[str]) -> str:
        """The canonical text for ``texts``."""
        ...
