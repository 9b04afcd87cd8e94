"""What happens when extraction fails: read the turn offline, keep a low-trust stub, or fail visibly.

When a deployment configures an LLM, :mod:`credo.config` wraps it as
``FallbackExtractor(model, fallback=Reader(), enabled=True, guide=reader)``: the
model's answer passes the reader's guard rails (:func:`credo.llm.guard.guard`),
and a model call that fails or times out is read by the offline reader instead,
the failure listed in ``skipped`` so the answer says so.

Built by hand, two more behaviours, both deliberate:

* **Fail visibly (default).** :class:`FallbackExtractor` with ``enabled=False``
  lets :class:`~credo.errors.ExtractionFailed` propagate, with the model's raw
  answer on ``exc.raw``: the write job fails and the text is kept for a retry
  or a human. This is issue 3's rule -- invalid output must not turn into a
  quiet "nothing to remember".
* **Stub fallback (opt-in).** With ``enabled=True`` a failure of the primary
  extractor (bad answers *or* an unreachable provider, seed 001's case) stores
  the raw turn through :class:`StubFallback` instead: one ``episode`` memory,
  importance 0.5, confidence 0.3, ``reason="fallback"``. The seed's stub used
  confidence 0.8 and kind "fact" -- its own known limitation, since unscored raw
  text is not a fact anyone checked. At 0.3 it sits at credo's low-confidence
  line, so recall filters that drop uncertain memories drop it too.

>>> from credo.errors import ExtractionFailed
>>> from credo.llm.scripted import ScriptedExtractor
>>> broken = ScriptedExtractor([ExtractionFailed("bad", raw="{")])
>>> result = FallbackExtractor(broken, enabled=True).extract("I'm actually a doctor, so...")
>>> c = result.candidates[0]
>>> (result.extractor, c.kind.value, c.confidence, c.reason)
('fallback', 'episode', 0.3, 'fallback')
"""

from __future__ import annotations

from ..errors import ExtractionFailed
from ..models import Kind, Source
from .base import LOW_CONFIDENCE, Candidate, Extraction, Extractor
from .guard import guard

#: Seed 001 truncates the raw text it stores to 500 characters.
MAX_FALLBACK_CHARS = 500
FALLBACK_IMPORTANCE = 0.5


class StubFallback:
    """Seed 001's stub, fixed: the raw text as one episode at confidence <= 0.3.

    >>> StubFallback().extract("x" * 600).candidates[0].text == "x" * 500
    True
    >>> StubFallback().extract("   ").candidates
    []
    """

    name = "fallback"
    version = "fallback-1"

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction:
        """One candidate holding the (truncated) raw text; none for blank text."""
        clipped = text.strip()[:MAX_FALLBACK_CHARS]
        if not clipped:
            return Extraction([], [(text, "blank text")], self.name, self.version)
        # "episode", not the seed's "fact": nobody judged this text, it only happened.
        candidate = Candidate(clipped, Kind.EPISODE, None, FALLBACK_IMPORTANCE, LOW_CONFIDENCE,
                              None, None, None, reason="fallback")
        return Extraction([candidate], [], self.name, self.version)


class FallbackExtractor:
    """Run ``primary``; on :class:`ExtractionFailed`, re-raise -- or, if ``enabled``, use ``fallback``.

    When the fallback answers, the primary's failure is kept in ``skipped`` as
    ``(raw answer, "<primary> failed (<code>): <message>")`` so the audit trail
    shows why a stub was stored.

    >>> from credo.errors import ExtractionFailed
    >>> from credo.llm.scripted import ScriptedExtractor
    >>> broken = ScriptedExtractor([ExtractionFailed("no valid answer", raw="{")])
    >>> try:
    ...     FallbackExtractor(broken).extract("hello")   # enabled=False: fail visibly
    ... except ExtractionFailed as exc:
    ...     exc.raw
    '{'
    """

    def __init__(self, primary: Extractor, fallback: Extractor | None = None, *,
                 enabled: bool = False, guide: Extractor | None = None) -> None:
        self.primary = primary
        self.fallback = fallback or StubFallback()
        self.enabled = enabled
        self.guide = guide
        self.name = primary.name
        self.version = primary.version

    def extract(self, text: str, *, speaker: Source = Source.USER) -> Extraction:
        """The primary's extraction (through the ``guide``'s guard rails when one is given), or the
        fallback's when enabled and the primary failed."""
        try:
            result = self.primary.extract(text, speaker=speaker)
        except ExtractionFailed as exc:
            if not self.enabled:
                raise
            result = self.fallback.extract(text, speaker=speaker)
            why = (f"{self.primary.name} failed ({exc.code}): {exc.message}; "
                   f"read by the {self.fallback.name} instead")
            result.skipped.append((exc.raw[:MAX_FALLBACK_CHARS], why))
            return result
        if self.guide is None:
            return result
        return guard(text, result, self.guide.extract(text, speaker=speaker))
