"""Does recall's ``subject`` component (whose fact it is, issue 23) move any LoCoMo ranking?

    PYTHONPATH=src .venv/bin/python bench/locomo_subject.py

Counts the LoCoMo turns whose subject :func:`credo.recall.whose` knows and the questions for which
:func:`credo.recall.whose_query` names someone. A turn is stored as ``"{speaker}: {text}"`` (a
speaker's turn, subject unknown), so every candidate scores ``subject`` 0 whatever the question:
nothing is added to any score, so every ranking, and bench/locomo.py's figures, stay as they were.
"""

from __future__ import annotations

import sys
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "bench"))

import locomo  # noqa: E402

from credo.models import MemoryUnit  # noqa: E402
from credo.recall import whose, whose_query  # noqa: E402


def main() -> None:
    at = datetime(2023, 1, 1, tzinfo=timezone.utc)
    turns = known = asked = questions = 0
    for conv in locomo.load(locomo.DEFAULT_DATA):
        units = [MemoryUnit(id=f"m{i}", tenant="t", user=conv.sample_id, text=t.text, created_at=at, valid_from=at)
                 for i, t in enumerate(conv.turns)]
        turns += len(units)
        known += sum(bool(whose(u, conv.sample_id)) for u in units)
        for question in conv.questions:
            questions += 1
            asked += whose_query(question.text, units, conv.sample_id) is not None
    print(f"turns {turns}, with a known subject {known}; questions {questions}, naming someone or the user {asked}")


if __name__ == "__main__":
    main()
