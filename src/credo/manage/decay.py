"""Decay curves.

The default is Recall's (seed 000): an Ebbinghaus curve on the days since last
access (or creation), lifted toward 1.0 by the access count::

    raw   = exp(-lambda * days)                       lambda 0.02 -> ~35-day half-life
    boost = min(1, ln(1 + accesses) / ln(1 + cap))    cap 10 -> full protection at 10 accesses
    decay = raw + (1 - raw) * boost

>>> round(access_protected_decay(days=34.657, accesses=0), 3)
0.5
>>> access_protected_decay(days=400, accesses=10)
1.0
"""

from __future__ import annotations

import math

DEFAULT_LAMBDA = 0.02
DEFAULT_BOOST_CAP = 10


def access_protected_decay(days: float, accesses: int, *, lam: float = DEFAULT_LAMBDA,
                           boost_cap: float = DEFAULT_BOOST_CAP) -> float:
    """Seed 000's decay score for a memory idle ``days`` with ``accesses`` accesses."""
    raw = math.exp(-lam * max(0.0, days))
    boost = min(1.0, math.log1p(max(0, accesses)) / math.log1p(boost_cap))
    return raw + (1.0 - raw) * boost
