"""Peer-card pages: a user's cards, and one entity's card with each line linked to its memories."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response

from ..manage.cards import MIN_MEMORIES, SECTIONS
from ..operations import CardRequest, CardsRequest
from ..security import Guarded
from .memories import belief_timeline
from .ui import UI, blank


def sections(card: Any) -> list[tuple[str, list[Any]]]:
    """A card's lines grouped by section, in the card's section order (empty sections left out).

    >>> from types import SimpleNamespace as Line
    >>> [(name, len(lines)) for name, lines in sections(Line(lines=[Line(section="facts"), Line(section="contested")]))]
    [('contested', 1), ('facts', 1)]
    """
    return [(name, [line for line in card.lines if line.section == name]) for name in SECTIONS
            if any(line.section == name for line in card.lines)]


def add_routes(r: APIRouter, ui: UI, G: Any) -> None:
    """``/cards`` and ``/cards/{entity}``."""

    @r.get("/cards")
    def cards(request: Request, g: Guarded = G, user: str = "") -> Response:
        users = ui.users(g)
        chosen = blank(user) or (users[0] if len(users) == 1 else None)
        found = g.cards(CardsRequest.parse({"user": chosen})) if chosen else []
        return ui.render(request, "cards.html", g, nav="cards", users=users, user=chosen, cards=found,
                         min_memories=MIN_MEMORIES)

    @r.get("/cards/{entity}")
    def card(request: Request, entity: str, g: Guarded = G, user: str = "") -> Response:
        found = g.card(CardRequest.parse({"entity": entity, "user": blank(user)}))
        return ui.render(request, "card.html", g, nav="cards", card=found, sections=sections(found),
                         timeline=belief_timeline(g, found.entity, found.user))
