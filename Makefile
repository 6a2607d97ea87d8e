# Every target creates .venv on first use and installs the project into it.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: play test fuzz fuzz-io bench dist smoke monkey i18n sounds clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $@

play: $(STAMP)
	$(PY) -m game

test: $(STAMP)
	$(PY) -m pytest

fuzz: $(STAMP)
	$(PY) -m game.engine.fuzz --hands 10000

# Mutated hand records and observations at replay and the external AI (tools/fuzz_io.py).
fuzz-io: $(STAMP)
	$(PY) tools/fuzz_io.py --records 2000 --observations 2000 --subprocess 5

bench: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,bench]'
	$(PY) -m game.bench
	$(PY) tools/bench_start.py

# One-file executable in dist/ (PyInstaller, from the build extra), then a headless run of it.
dist: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,build]'
	$(PY) -m PyInstaller --noconfirm --log-level WARN build.spec

EXE := dist/double-six$(if $(filter Windows_NT,$(OS)),.exe)

smoke: $(STAMP)
	DOUBLE_SIX_EXECUTABLE=$(CURDIR)/$(EXE) $(PY) -m pytest tests/packaging/test_frozen.py
	$(PY) tools/smoke.py $(EXE)

monkey: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/monkey.py --events 10000 --seed 1

# Catalogs: extract every _() message, merge into each language's .po, compile the .mo files.
i18n: $(STAMP)
	$(PY) tools/i18n.py extract update compile status

sounds: $(STAMP)
	$(PY) tools/make_sounds.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
