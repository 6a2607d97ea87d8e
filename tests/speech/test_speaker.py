"""The speaker: priorities, repeat and stop, verbosity, the transcript, and silence when off."""

from __future__ import annotations

from pathlib import Path

from game.speech.speaker import Priority, Sentence, Speaker, Verbosity, merged
from game.speech.voices import Transcript, Unavailable
from tests.speech.voices import HeardVoice, opener


def speaker_with(voice: HeardVoice) -> Speaker:
    _asked, open_voice = opener(voice)
    speaker = Speaker(open_voice)
    speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="en")
    return speaker


def test_your_turn_cuts_chatter_short_and_chatter_queues_behind_it() -> None:
    voice = HeardVoice()
    speaker = speaker_with(voice)
    speaker.say(Sentence("Aino plays six-four."))
    speaker.say(Sentence("Bert passes."))
    speaker.say(Sentence("Your turn.", Priority.TURN))
    speaker.say(Sentence("Aino scores 10 points."))
    assert voice.heard == [
        ("Aino plays six-four.", False),
        ("Bert passes.", False),
        ("Your turn.", True),
        ("Aino scores 10 points.", False),
    ]


def test_each_answer_to_a_key_cuts_the_last_one_short() -> None:
    voice = HeardVoice()
    speaker = speaker_with(voice)
    speaker.say(Sentence("Speed: normal, 2 of 4", Priority.ANSWER))
    speaker.say(Sentence("Sound: on, 2 of 2", Priority.ANSWER))
    assert [cut for _text, cut in voice.heard] == [True, True]


def test_repeat_says_the_last_sentence_again_and_stop_silences_the_voice() -> None:
    voice = HeardVoice()
    speaker = speaker_with(voice)
    speaker.say(Sentence("Ends: left six, right two."))
    speaker.repeat()
    speaker.stop()
    assert voice.sentences == ["Ends: left six, right two."] * 2 and voice.heard[1][1] is True
    assert voice.stopped == 1


def test_terse_says_the_short_form_and_leaves_out_what_has_none() -> None:
    voice = HeardVoice()
    speaker = speaker_with(voice)
    speaker.follow(voice_on=True, verbosity=Verbosity.TERSE, language="en")
    speaker.say(
        Sentence(
            "Your turn. Ends: left six, right two. You can play six-four on the left.", Priority.TURN, "Your turn."
        )
    )
    speaker.say(Sentence("Said only in full.", Priority.CHATTER, ""))
    assert voice.sentences == ["Your turn."]


def test_speech_off_says_nothing_and_opens_no_voice() -> None:
    voice = HeardVoice()
    asked, open_voice = opener(voice)
    speaker = Speaker(open_voice)
    speaker.follow(voice_on=False, verbosity=Verbosity.FULL, language="en")
    speaker.say(Sentence("Aino plays six-four."))
    speaker.say(Sentence("Your turn.", Priority.TURN))
    speaker.repeat()
    assert voice.heard == [] and asked == []


def test_no_voice_is_reported_once_and_the_game_goes_on(tmp_path: Path) -> None:
    asked, open_voice = opener(Unavailable.NO_SYNTHESIZER)
    speaker = Speaker(open_voice, Transcript(tmp_path / "said.txt"))
    assert speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="fi") is Unavailable.NO_SYNTHESIZER
    assert (
        speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="fi") is None
    )  # found out once, not asked again
    speaker.say(Sentence("Aino passes."))
    speaker.close()
    assert asked == ["fi"] and (tmp_path / "said.txt").read_text(encoding="utf-8") == "Aino passes.\n"


def test_the_transcript_has_one_sentence_per_line_as_said_and_the_voice_follows_the_language(tmp_path: Path) -> None:
    voice = HeardVoice()
    asked, open_voice = opener(voice)
    speaker = Speaker(open_voice, Transcript(tmp_path / "said.txt"))
    speaker.say(Sentence("Hand 1.\nAino plays first."))  # speech off: the transcript still hears the run
    speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="en")
    speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="sv")
    speaker.say(Sentence("Din tur.", Priority.TURN))
    speaker.close()
    lines = (tmp_path / "said.txt").read_text(encoding="utf-8").splitlines()
    assert lines == ["Hand 1. Aino plays first.", "Din tur."]
    assert asked == ["en", "sv"] and voice.closed and voice.sentences == ["Din tur."]


def test_what_lands_with_your_turn_is_said_with_it_not_cut_off_by_it() -> None:
    joined = merged([Sentence("Aino plays six-four."), Sentence("Your turn.", Priority.TURN, "Your turn.")])
    assert joined == [Sentence("Aino plays six-four. Your turn.", Priority.TURN, "Aino plays six-four. Your turn.")]
    chatter = [Sentence("Aino passes."), Sentence("Bert passes.")]
    assert merged(chatter) == chatter


class BrokenVoice(HeardVoice):
    """A voice whose synthesiser dies the moment it is asked to speak."""

    def speak(self, text: str, *, interrupt: bool) -> None:
        raise OSError("the synthesiser went away")


def test_the_first_start_offer_goes_quiet_with_a_voice_that_fails_and_the_transcript_still_hears_it(
    tmp_path: Path,
) -> None:
    voice = BrokenVoice()
    asked, open_voice = opener(voice)
    speaker = Speaker(open_voice, Transcript(tmp_path / "said.txt"))
    speaker.say_anyway("Press F4 to turn speech on.")
    speaker.say_anyway("Press F4 to turn speech on.")
    speaker.close()
    assert asked == ["en"] and speaker.voice is None and speaker.problem is Unavailable.FAILED
    assert (tmp_path / "said.txt").read_text(encoding="utf-8").splitlines() == ["Press F4 to turn speech on."] * 2


def test_the_first_start_offer_with_no_voice_reaches_the_transcript_and_turning_speech_on_says_why(
    tmp_path: Path,
) -> None:
    asked, open_voice = opener(Unavailable.NO_SYNTHESIZER)
    speaker = Speaker(open_voice, Transcript(tmp_path / "said.txt"))
    speaker.say_anyway("Press F4 to turn speech on.")
    turned_on = speaker.follow(voice_on=True, verbosity=Verbosity.FULL, language="en")
    speaker.close()
    assert turned_on is Unavailable.NO_SYNTHESIZER and asked == ["en", "en"]
    assert (tmp_path / "said.txt").read_text(encoding="utf-8").splitlines() == ["Press F4 to turn speech on."]
