"""Labelled cases for cross-domain bridges (issue 24, item 10): is a proposed bridge worth a person's time?

Each case is one user's memories, each with its topic (the context a bridge crosses), and the entity
pairs a careful reader labels USEFUL: knowing that the two are connected would change what an agent
says or does in one of the contexts (a colleague who is also in the user's climbing club; the library
the user studies at night is the one the team adopts at work). Every other pair synthesis may propose
is a miss: two things that merely both occur in the user's life ("feedzai <-> neovim": an employer
and an editor) are not a bridge.

Written before any change to synthesis or its defaults (the cases come first, then the measurement).
``DEV`` may be looked at while choosing a threshold; ``HELD_OUT`` is only ever reported.
"""

from __future__ import annotations

from typing import NamedTuple


class Case(NamedTuple):
    name: str
    memories: tuple[tuple[str, str], ...]        # (text, topic)
    useful: frozenset[tuple[str, str]]           # entity pairs, casefolded, sorted


def pairs(*names: tuple[str, str]) -> frozenset[tuple[str, str]]:
    return frozenset(tuple(sorted((a.casefold(), b.casefold()))) for a, b in names)  # type: ignore[misc]


DEV: tuple[Case, ...] = (
    Case("colleague in the climbing club", (
        ("Priya joined my team at Stripe last month.", "work"),
        ("Priya is reviewing the payments migration.", "work"),
        ("I climb at Boulderhaus every Thursday.", "hobbies"),
        ("Priya also climbs at Boulderhaus on Thursdays.", "hobbies"),
        ("I use Neovim for everything.", "tools"),
    ), pairs(("priya", "boulderhaus"))),
    Case("employer and editor", (
        ("I work at Feedzai as a data engineer.", "work"),
        ("Feedzai moved the team to Spark 3.", "work"),
        ("I switched my editor to Neovim.", "tools"),
        ("Neovim's LSP setup took me a weekend.", "tools"),
        ("I run along the Tagus on Sundays.", "health"),
    ), frozenset()),
    Case("the same library at night and at work", (
        ("I'm learning Rust in the evenings with the Rustlings exercises.", "learning"),
        ("Rust ownership rules finally clicked for me.", "learning"),
        ("Our team at Cloudflare is rewriting the proxy in Rust.", "work"),
        ("Marta leads the proxy rewrite at Cloudflare.", "work"),
        ("I read Dune on the train.", "books"),
    ), pairs(("rustlings", "cloudflare"), ("rust", "cloudflare"), ("rust", "marta"), ("rustlings", "marta"))),
    Case("doctor and gym", (
        ("Dr. Okafor said my knee needs six weeks of rest.", "health"),
        ("Dr. Okafor prescribed physiotherapy twice a week.", "health"),
        ("I lift at Iron Temple on Mondays and Fridays.", "fitness"),
        ("Iron Temple has a squat rack I love.", "fitness"),
        ("My sister Ana lives in Porto.", "family"),
    ), pairs(("okafor", "iron temple"))),
    Case("sister and a coworker who share a name", (
        ("My sister Ana is a nurse in Porto.", "family"),
        ("Ana is visiting us at Christmas.", "family"),
        ("Ana from accounting approved my expenses.", "work"),
        ("I manage the Lisbon office budget.", "work"),
        ("I play chess on Lichess most nights.", "hobbies"),
    ), frozenset()),
    Case("a friend who became a client", (
        ("Tom and I have played five-a-side football at Parque since school.", "friends"),
        ("Tom bought a bakery called Crumb last year.", "friends"),
        ("Crumb signed with our agency for a new website.", "work"),
        ("I'm the project lead for the Crumb website.", "work"),
        ("I'm trying to drink less coffee.", "health"),
    ), pairs(("tom", "crumb"))),
    Case("kid's school and the commute", (
        ("My son Leo started at Riverside Primary.", "family"),
        ("Leo's class has swimming on Wednesdays.", "family"),
        ("I take the 7:40 train to Kings Cross.", "commute"),
        ("Kings Cross gets very crowded after 8.", "commute"),
        ("I use Linear for our sprint planning.", "work"),
    ), frozenset()),
    Case("a podcast and a work decision", (
        ("I listen to the Lex Fridman podcast while cooking.", "media"),
        ("Lex Fridman interviewed the founders of Postgres on a recent episode.", "media"),
        ("We picked Postgres over MongoDB for the new billing service.", "work"),
        ("Jonas owns the billing service.", "work"),
        ("I prefer window seats on flights.", "travel"),
    ), pairs(("lex fridman", "billing"), ("postgres", "jonas"))),
)

HELD_OUT: tuple[Case, ...] = (
    Case("neighbour is the landlord's agent", (
        ("My neighbour Carla walks her dog at 7.", "home"),
        ("Carla works for Habitat Lettings.", "home"),
        ("Our lease with Habitat Lettings ends in March.", "money"),
        ("Habitat Lettings wants a 10% rent increase.", "money"),
        ("I'm learning Italian on Duolingo.", "learning"),
    ), frozenset()),
    Case("bank and editor", (
        ("I bank with Monzo.", "money"),
        ("Monzo flagged a payment to my landlord.", "money"),
        ("I write my notes in Obsidian.", "tools"),
        ("Obsidian sync costs eight dollars a month.", "tools"),
        ("I cycle to work on a Brompton.", "commute"),
    ), frozenset()),
    Case("mentor at work runs the book club", (
        ("Hannah is my mentor at Spotify.", "work"),
        ("Hannah suggested I lead the search ranking project.", "work"),
        ("I joined the Southbank book club.", "books"),
        ("Hannah runs the Southbank book club.", "books"),
        ("I'm allergic to cats.", "health"),
    ), pairs(("hannah", "southbank"))),
    Case("conference talk and side project", (
        ("I'm speaking at PyCon about type checkers.", "work"),
        ("PyCon's talk deadline is in April.", "work"),
        ("My side project Typewell is a mypy plugin.", "projects"),
        ("Typewell has 300 stars on GitHub.", "projects"),
        ("I drink oat milk.", "food"),
    ), pairs(("pycon", "typewell"))),
    Case("gym and cloud provider", (
        ("I go to PureGym after work.", "fitness"),
        ("PureGym raised its fees.", "fitness"),
        ("We run everything on AWS.", "work"),
        ("AWS costs went up 20% this quarter.", "work"),
        ("My daughter Mia loves dinosaurs.", "family"),
    ), frozenset()),
    Case("allergy and a restaurant booking", (
        ("I'm allergic to peanuts.", "health"),
        ("Dr. Silva gave me an EpiPen for my peanut allergy.", "health"),
        ("I booked Thai Garden for the team dinner on Friday.", "work"),
        ("Thai Garden cooks most dishes with peanuts.", "work"),
        ("I use a Kindle for reading.", "books"),
    ), pairs(("peanut", "thai garden"), ("thai garden", "silva"))),
    Case("two apps in one life", (
        ("I track my runs with Strava.", "fitness"),
        ("Strava says I ran 40 km this month.", "fitness"),
        ("I pay for Spotify Premium.", "media"),
        ("Spotify's Discover Weekly is great this week.", "media"),
        ("My brother Sam is a chef in Lyon.", "family"),
    ), frozenset()),
    Case("brother's startup and the investor at work", (
        ("My brother Sam is founding a startup called Forkful.", "family"),
        ("Forkful is a recipe app for chefs.", "family"),
        ("Elena at our fund invests in food tech.", "work"),
        ("Elena is looking for seed-stage food tech deals.", "work"),
        ("I prefer aisle seats.", "travel"),
    ), pairs(("forkful", "elena"), ("sam", "elena"))),
)
