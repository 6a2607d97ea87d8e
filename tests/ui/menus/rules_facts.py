"""What each Rules page must say: every rule line of ../shared/RULES.md, per preset, in English.

Each fact is (the RULES.md rule it stands for, the phrases the page must contain). Phrases
are matched without regard to case, so a sentence may start with any of them.
"""

from __future__ import annotations

Fact = tuple[str, tuple[str, ...]]

COMMON: list[Fact] = [
    ("Set: 28 tiles 0-0 to 6-6; pips of a tile", ("28 tiles, from 0-0 to 6-6", "sum of its two halves")),
    ("A blank half is 0 and matches only 0", ("a blank half is 0 and matches only a blank",)),
    ("Line of play: two open ends, matching half touching", ("two open ends", "matching half touching it")),
    ("Doubles crosswise, no branching, no extra turn", ("doubles lie crosswise", "do not branch", "no extra turn")),
    ("One tile per turn, clockwise (to the left)", ("one tile per turn", "to the left")),
    ("Hand ends by domino or block", ("domino (someone plays their last tile)", "blocked (nobody can play)")),
    ("Pips of a hand: both halves of every tile held", ("6-6 counts 12",)),
    (
        "Quick Round one hand; Points Match to a target",
        ("a quick round is one hand", "until someone reaches the target"),
    ),
    ("The match is decided at the end of a hand", ("at the end of a hand",)),
    (
        "Two or more share the top score at or past the target: play goes on (our choice)",
        ("in this game: if two or more share the top score", "play goes on until one leads alone"),
    ),
]

PRESET_FACTS: dict[str, list[Fact]] = {
    "classic": [
        (
            "2 or 3 players 7 each, 4 players 5 each, rest is the boneyard",
            ("2 or 3 players get 7 tiles each", "4 players 5 each"),
        ),
        ("Every hand: the highest double opens with it", ("every hand", "the highest double opens")),
        ("No double: the highest-total tile opens; tie on total: higher half", ("heaviest tile opens", "higher half")),
        (
            "Draw one at a time until a playable tile comes, then play it",
            ("one tile at a time until one fits, then play it",),
        ),
        ("Holding a playable tile, no drawing", ("you may not draw",)),
        ("Boneyard empty and nothing playable: pass", ("boneyard empty and nothing playable: pass",)),
        ("The whole boneyard may be drawn", ("the whole boneyard may be drawn",)),
        (
            "Domino: the winner scores all opponents' pips",
            ("the winner scores every pip left in the opponents' hands",),
        ),
        ("Block: lowest total wins, others' totals minus own once", ("lowest total wins", "minus its own, once")),
        ("Block, 2 players: the difference (6 against 18 scores 12)", ("6 against 18 scores 12",)),
        ("Block: a tie for lowest, nobody scores", ("a tie for lowest: nobody scores",)),
        ("Target 50 or 100, default 100", ("target: 100 (the default) or 50",)),
    ],
    "block": [
        ("2 players 7 each; 3 or 4 players 5 each", ("2 players get 7 tiles each, 3 or 4 players 5 each",)),
        ("Undealt tiles stay face down, out of play", ("stay face down, out of play",)),
        ("First starter by lot: highest pip total", ("chosen by lot", "the highest total starts")),
        ("Players tied for highest lot draw again", ("players tied for highest draw again",)),
        ("The starter may open with any tile", ("may open with any tile",)),
        ("Later hands: the start rotates left regardless of who won", ("one seat to the left", "whoever won")),
        ("No playable tile: pass; holding one, you must play", ("no tile fits: pass", "you must play")),
        ("Lowest total wins (0 after a domino)", ("the lowest total wins (0 after a domino)",)),
        ("Winner scores the others' pips minus own once", ("minus its own, once",)),
        ("A tie for lowest: nobody scores", ("a tie for lowest: nobody scores",)),
        ("Losers score 0", ("the others score 0",)),
        ("Target 100 with 2 players, 61 with 3 or 4", ("target: 100 with 2 players, 61 with 3 or 4",)),
    ],
    "draw-pagat": [
        ("2 or 3 players 7 each; 4 players 6 each", ("2 or 3 players get 7 tiles each, 4 players 6 each",)),
        ("The last 2 tiles of the boneyard are never drawn", ("the last 2 tiles of the boneyard are never drawn",)),
        (
            "Draw even when holding a playable tile, keep drawing",
            ("you may draw even when a tile fits", "keep drawing after one comes"),
        ),
        (
            "The turn ends by playing a tile, unless only the 2 reserved tiles remain and nothing fits: pass",
            ("your turn ends by playing a tile, unless only the 2 reserved tiles remain and nothing fits: then pass",),
        ),
        (
            "Cannot play: draw down to the reserve before passing",
            ("you must draw down to the last 2 tiles before you pass",),
        ),
        (
            "The opener, too, may draw before laying the first tile",
            ("the opener, too, may draw before laying the first tile",),
        ),
        ("Starter, scoring and targets as in block", ("as in block", "target: 100 with 2 players, 61 with 3 or 4")),
    ],
    "tactic121": [
        ("2 players 7 each; 3 or 4 players 5 each", ("2 players get 7 tiles each, 3 or 4 players 5 each",)),
        ("No drawing: pass when nothing fits", ("no drawing: pass when nothing fits",)),
        (
            "Starter by lot: highest double, a higher double beats a lower one",
            ("by lot", "a higher double beats a lower one"),
        ),
        ("No double drawn: the highest pip total starts", ("the highest pip total starts",)),
        ("Ties redraw (our choice)", ("in this game: a tie draws again",)),
        ("The starter opens with any tile", ("opens with any tile",)),
        (
            "Later hands: start rotates left (our choice)",
            ("in this game: within a game the start moves one seat to the left",),
        ),
        (
            "Next game: the previous winner starts, any tile, no lots",
            ("the winner of a game starts the next one", "no lots"),
        ),
        ("Going out ends the hand too (our reading)", ("in this game: going out also ends the hand",)),
        (
            "Lowest total scores every remaining pip, own included",
            ("the lowest total wins and scores every pip left on the table, its own included",),
        ),
        ("Example: 4, 9 and 12 -> 25", ("4, 9 and 12 score 25",)),
        ("A tie for lowest: nobody scores (our choice)", ("in this game: a tie for lowest: nobody scores",)),
        ("Target 121", ("target: 121",)),
    ],
    "allfives": [
        (
            "Draw game: 2 players 7; 3 or 4 players 5; drawing as classic",
            ("2 players get 7 tiles each, 3 or 4 players 5 each", "drawing as in classic draw"),
        ),
        ("After every tile add both open ends", ("after each tile add up both open ends",)),
        (
            "A double at an end counts both halves (6-6 and a 3 make 15)",
            ("a double at an end counts both halves", "6-6 and a 3 make 15"),
        ),
        (
            "A multiple of 5 is scored at once by who laid the tile",
            ("a multiple of 5 is scored at once by whoever laid the tile",),
        ),
        (
            "The first tile alone counts its own pips once",
            ("the first tile alone counts its own pips", "5-5 scores 10", "2-3 scores 5"),
        ),
        (
            "End of hand: winner scores the others' pips rounded to the nearest 5",
            ("rounded to the nearest 5", "12 gives 10, 13 gives 15"),
        ),
        (
            "Blocked tie for lowest: no end bonus (our choice)",
            ("in this game: a blocked tie for lowest gives no end bonus",),
        ),
        (
            "Highest double opens; first hand redealt without a double",
            ("the highest double opens the first hand", "no double: a redeal"),
        ),
        ("Later hands: the previous hand's winner, any tile", ("opened by the last hand's winner, with any tile",)),
        (
            "After a hand nobody won: opener as in the first hand",
            ("after a hand nobody won, the opener is found as in the first hand",),
        ),
        (
            "Target 100 or 150, points made during the hand included",
            ("target: 100 (the default) or 150", "points made during the hand count"),
        ),
    ],
    "penalty": [
        ("Draw game as allfives without in-play scoring", ("as in all fives", "without scoring during the hand")),
        (
            "Every player adds their own remaining pips to their own score",
            ("each player adds their own pips to their own score",),
        ),
        (
            "Limit 150 by default, 100 offered; the lowest score wins",
            ("limit: 150 (the default) or 100", "the lowest score wins"),
        ),
        (
            "Tie for lowest: play on hand by hand (our choice)",
            ("in this game: a tie for lowest plays on, hand by hand",),
        ),
    ],
    "partners": [
        ("4 players, two pairs, partners opposite", ("two pairs", "partners sitting opposite")),
        (
            "7 tiles each, no boneyard, pass when nothing fits",
            ("7 tiles each", "nobody draws", "pass when nothing fits"),
        ),
        ("Highest double opens (first hand)", ("the highest double opens the first hand",)),
        ("Later hands: who went out opens, with any tile", ("whoever went out opens, with any tile",)),
        (
            "After a blocked win: the winning pair's player with fewer pips; ties to the lower seat",
            ("after a blocked win", "fewer pips", "equal pips: you, or the opponent on your left"),
        ),
        ("After a tied hand: as in the first hand", ("after a tied hand, as in the first hand",)),
        (
            "Domino: the winning pair scores the opposing pair's pips",
            ("the winning pair scores the pips left in the other pair's hands",),
        ),
        ("Block: the pair with fewer pips wins the opponents' pips", ("the pair with fewer pips wins",)),
        ("Equal pair totals: nobody scores (our choice)", ("in this game: equal pair totals: nobody scores",)),
        ("Target 100 or 150", ("target: 100 (the default) or 150",)),
        ("The human's partner and opponents are computer players", ("your partner is played by the computer",)),
    ],
}

HOUSE_FACTS: list[Fact] = [
    (
        "no_double_heaviest: tie on total -> higher half",
        ("heaviest tile opens instead (a tie on total goes to the higher half)",),
    ),
    ("targets: 50, 61, 100, 121, 150, 200 as house rules", ("50, 61, 100, 121, 150 or 200",)),
]
