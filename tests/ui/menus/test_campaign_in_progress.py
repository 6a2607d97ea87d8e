"""The Campaign screen shows which match is in progress, at the standing the Continue dialog gives
(issue #26 defect 12: the card gave no sign of a saved match)."""

from __future__ import annotations

import random

from game.domain.campaign import MATCHES
from game.domain.lineup import Lineup
from game.domain.modes import Mode
from game.ui import layout_items
from game.ui.menus.campaign import CampaignScene
from tests.persist.play import moves

from .driver import Driver


def drawn_text(game: Driver, scene: CampaignScene) -> list[str]:
    with layout_items.recording() as items:
        scene.draw(game.app.window)
    return [" ".join(item.text.split()) for item in items if item.kind == "text"]


def test_the_saved_match_says_it_is_in_progress_with_its_hand_and_score(game: Driver) -> None:
    rng = random.Random(3)
    plan = MATCHES["cafe-1"]
    match = plan.new_match()
    first = moves(match.start_hand(rng), rng)
    assert first.result is not None
    match = match.after_hand(first.result, first.starter)
    game.session.saves.save_match(match, Lineup(Mode.CAMPAIGN, plan.characters, plan.id), match.start_hand(rng))
    standing = game.session.saves.saved(Mode.CAMPAIGN)
    assert standing is not None
    scores = " – ".join(str(s) for s in standing.standing.scores)
    said = f"Match in progress: Hand 2, {scores}"
    scene = CampaignScene(game.app, game.session)
    game.app.stack.push(scene)
    game.frames(1)
    row = scene.control("cafe-1")
    assert row.detail is not None and row.detail() == said
    assert said in drawn_text(game, scene)
    assert scene.control("cafe-2").detail() != said  # type: ignore[misc]  # only the saved match says so


def test_without_a_saved_match_no_card_says_in_progress(game: Driver) -> None:
    scene = CampaignScene(game.app, game.session)
    game.app.stack.push(scene)
    game.frames(1)
    assert not any("in progress" in words for words in drawn_text(game, scene))
