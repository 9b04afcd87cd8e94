"""The web UI shows when things were said: "said" beside "recorded" wherever a memory's time is shown, a
challenged memory links to its conflict, and a belief timeline (SVG) on the memory and card pages, checked
over TestClient and in a real headless Chromium with screenshots (test-artifacts/web-timeline/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from credo.server import Settings, create_app

from .conftest import page_client, serving
from .test_web import CHROMIUM, _browser_missing

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts" / "web-timeline"
#: The issue's story: flip-flopping values said on Sep 20 and Oct 2, all recorded in the same minute.
SAID = (("morning", "2025-09-20T10:00:00Z"), ("afternoon", "2025-10-02T15:00:00Z"),
        ("morning", "2025-10-02T16:00:00Z"), ("afternoon", "2025-10-02T17:00:00Z"))


def flip_flop(mem):
    result = None
    for value, said in SAID:
        result = mem.store(f"Ann prefers {value} meetings", user="ann", entity="user",
                           attribute="preferred_meeting_time", value=value, at=said)
    assert result is not None and result.conflict is not None
    for attribute, value, said in (("home_city", "Paris", "2024-03-01"), ("home_city", "Lisbon", "2025-05-01"),
                                   ("employer", "Feedzai", "2024-06-01")):
        mem.store(f"Ann's {attribute} is {value}", user="ann", entity="user", attribute=attribute, value=value,
                  at=said)
    return result.conflict


@pytest.fixture
def client(mem):
    with page_client(create_app(mem, Settings())) as http:
        yield http


def test_said_is_shown_beside_recorded_on_lists_review_and_memory_pages(client, mem, clock):
    conflict = flip_flop(mem)
    recorded = clock().strftime("%Y-%m-%d %H:%M")
    expected = {"/memories?user=ann": {"2025-09-20 10:00", "2025-10-02 17:00", "2024-03-01 00:00"},
                "/review": {"2025-10-02 15:00", "2025-10-02 16:00", "2025-10-02 17:00"},
                f"/memories/{conflict.memory_ids[0]}": {"2025-10-02 15:00"}}
    for path, said in expected.items():
        page = client.get(path).text
        assert said <= set(re.findall(r"said (\d{4}-\d\d-\d\d \d\d:\d\d)", page)), path
        assert f"recorded {recorded}" in page, path  # every value recorded in the same minute


def test_a_challenged_memory_links_to_its_conflict(client, mem):
    conflict = flip_flop(mem)
    challenged = [i for i in conflict.memory_ids if mem.get(i).status.value == "challenged"]
    assert challenged
    page = client.get(f"/memories/{challenged[0]}").text
    assert f'href="/review#conflict-{conflict.id}"' in page and "Challenged" in page
    assert f'id="conflict-{conflict.id}"' in client.get("/review").text


def test_memory_and_card_pages_draw_the_belief_timeline(client, mem):
    conflict = flip_flop(mem)
    page = client.get(f"/memories/{conflict.memory_ids[0]}").text
    art = page[page.index("<svg"):page.index("</svg>")]
    assert art.count('class="tl-value') == 7  # every value of every attribute of the entity
    assert {"Paris", "Lisbon", "Feedzai", "morning", "afternoon"} <= set(re.findall(r">([A-Za-z]+)</text>", art))
    assert "tl-superseded" in art and "tl-challenged" in art and f"/review#conflict-{conflict.id}" in art
    for attribute, value, said in (("home_city", "Oslo", "2023-01-01"), ("home_city", "Lisbon", "2024-01-01"),
                                   ("job", "diver", "2024-02-01"), ("pet", "a cat", "2024-03-01")):
        mem.store(f"Bo's {attribute} is {value}", user="ann", entity="bo", attribute=attribute, value=value, at=said)
    mem.manage("cards")
    card = client.get("/cards/bo?user=ann").text
    art = card[card.index("<svg"):card.index("</svg>")]
    assert "Belief timeline: bo" in card and art.count('class="tl-value') == 4 and "Oslo" in art
    assert client.get(f"/memories/{mem.store('a note without an entity', user='ann').memory.id}").text.count(
        "<svg") == 0


@pytest.mark.skipif(_browser_missing() is not None, reason=str(_browser_missing()))
def test_the_timeline_in_chromium_links_values_and_conflicts(mem):
    from playwright.sync_api import expect, sync_playwright

    conflict = flip_flop(mem)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    with serving(create_app(mem, Settings())) as port, sync_playwright() as pw:
        base = f"http://127.0.0.1:{port}"
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--headless", "--no-sandbox", "--disable-gpu"])
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.set_default_timeout(15_000)
            page.goto(f"{base}/memories/{conflict.memory_ids[-1]}")
            timeline = page.locator("svg.belief-timeline")
            expect(timeline).to_be_visible()
            assert timeline.bounding_box()["width"] > 600
            expect(page.locator("svg.belief-timeline .tl-value")).to_have_count(7)
            expect(page.get_by_text("said 2025-10-02 17:00").first).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "01-memory-timeline.png"), full_page=True)
            page.locator(".conflict-link a").first.click()
            page.wait_for_url(f"**/review#conflict-{conflict.id}")
            expect(page.locator(f"#conflict-{conflict.id}")).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "02-review-conflict.png"), full_page=True)
            page.goto(f"{base}/memories?user=ann")
            expect(page.get_by_text("said 2025-09-20 10:00")).to_be_visible()
            page.screenshot(path=str(ARTIFACTS / "03-memories-said.png"), full_page=True)
            page.goto(f"{base}/memories/{conflict.memory_ids[0]}")
            page.locator("svg.belief-timeline a[href^='/memories/']").last.click()
            page.wait_for_url(re.compile(r".*/memories/\w+$"))
            expect(page.locator("svg.belief-timeline")).to_be_visible()
        finally:
            browser.close()
    assert all((ARTIFACTS / n).stat().st_size > 10_000 for n in ("01-memory-timeline.png", "02-review-conflict.png"))
