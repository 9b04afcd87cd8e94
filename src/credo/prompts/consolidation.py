"""agentmemory's consolidation prompts: semantic facts from session summaries, procedures from patterns.

Both answer in agentmemory's tag shape (seed 003, section 5), parsed here:
``<fact confidence="0.9">...</fact>`` and
``<procedure name="..." trigger="..."><step>...</step></procedure>``. What the
model answers is only a proposal: :func:`credo.manage.pipeline.supported` keeps
a fact or step only if the sources support it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

SEMANTIC_VERSION = "semantic-1"
_SEMANTIC_SYSTEM = (
    "You read summaries of an agent's past sessions and list the durable facts they establish: facts "
    "true beyond one session (preferences, how things are set up, recurring problems and their fixes). "
    "Use only what the summaries say; never add anything. Answer with one line per fact, exactly as "
    '<fact confidence="0.9">the fact, as one sentence</fact>, confidence between 0 and 1.')
_FACT = re.compile(r'<fact\s+confidence="([^"]*)">([^<]+)</fact>')


def semantic_messages(summaries: Sequence[str]) -> list[dict[str, str]]:
    """The chat messages that ask for facts (agentmemory's SEMANTIC_MERGE_SYSTEM shape)."""
    body = "\n\n".join(f"Session {i + 1}:\n{text}" for i, text in enumerate(summaries))
    return [{"role": "system", "content": _SEMANTIC_SYSTEM}, {"role": "user", "content": body}]


def parse_facts(answer: str) -> list[tuple[str, float]]:
    """``(fact, confidence)`` for every ``<fact confidence="x">...</fact>``; a bad confidence reads 0.5.

    >>> parse_facts('<fact confidence="0.9">Ann deploys on Fridays.</fact> <fact confidence="x">Bo</fact>')
    [('Ann deploys on Fridays.', 0.9), ('Bo', 0.5)]
    """
    found = []
    for conf, text in _FACT.findall(answer):
        try:
            value = float(conf)
        except ValueError:
            value = 0.5
        found.append((" ".join(text.split()), min(max(value if math.isfinite(value) else 0.5, 0.0), 1.0)))
    return [(t, c) for t, c in found if t]


PROCEDURAL_VERSION = "procedural-1"
_PROCEDURAL_SYSTEM = (
    "You read patterns that recur across an agent's sessions and write the procedures they imply. Use only "
    "what the patterns say; each step must restate a pattern. Answer with blocks exactly like "
    '<procedure name="short name" trigger="when to use it"><step>first step</step><step>next step</step>'
    "</procedure>.")
_PROCEDURE = re.compile(r'<procedure\s+name="([^"]+)"\s+trigger="([^"]*)">(.*?)</procedure>', re.DOTALL)
_STEP = re.compile(r"<step>([^<]+)</step>")


def procedural_messages(pattern_texts: Sequence[tuple[str, int]]) -> list[dict[str, str]]:
    """The chat messages that ask for procedures: each pattern with how many sessions it was seen in."""
    body = "\n".join(f"- ({n} sessions) {text}" for text, n in pattern_texts)
    return [{"role": "system", "content": _PROCEDURAL_SYSTEM}, {"role": "user", "content": body}]


def parse_procedures(answer: str) -> list[tuple[str, str, list[str]]]:
    """``(name, trigger, steps)`` for every ``<procedure>`` block.

    >>> parse_procedures('<procedure name="Deploy" trigger="on release"><step>Run migrations.</step></procedure>')
    [('Deploy', 'on release', ['Run migrations.'])]
    """
    return [(" ".join(name.split()), " ".join(trigger.split()), [" ".join(s.split()) for s in _STEP.findall(body)])
            for name, trigger, body in _PROCEDURE.findall(answer)]
