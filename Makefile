# Two commands do everything on a fresh machine:
#   make run    create the environment, build the catalog if it is missing, start the bot
#   make test   create the environment and run the whole test suite
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
DATA ?= ../shared/data
CATALOG ?= data/catalog.sqlite3

.PHONY: run test lint catalog update bench soak env

run: catalog
	$(BIN)/python -m bot --catalog $(CATALOG) run

test: $(BIN)/.installed
	$(BIN)/python -m pytest

env: $(BIN)/.installed

lint: $(BIN)/.installed
	$(BIN)/ruff check .

# Download only what changed since the catalog was built, swap it in (README: Keep it current).
# RELOAD_PID=PID also sends that running bot SIGHUP, so it answers from the new catalog at once.
RELOAD_PID ?=
update: $(BIN)/.installed
	$(BIN)/python -m bot --catalog $(CATALOG) catalog update $(foreach p,$(RELOAD_PID),--reload-pid $(p))

# With ../shared/data beside the project the catalog is built from it; otherwise the build
# downloads Scryfall's bulk data and the current Comprehensive Rules.
catalog: $(BIN)/.installed
	@if [ -d "$(DATA)" ]; then \
		$(BIN)/python -m bot --catalog $(CATALOG) catalog build --if-missing --source "$(DATA)"; \
	else \
		$(BIN)/python -m bot --catalog $(CATALOG) catalog build --if-missing; \
	fi

bench: catalog
	$(BIN)/python bench/bench_catalog.py --data $(DATA)
	$(BIN)/python bench/bench_names.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_engine.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_effects.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_load.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_shards.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_judge.py --data $(DATA) --catalog $(CATALOG)
	$(BIN)/python bench/bench_replies.py --data $(DATA)
	$(BIN)/python bench/bench_ask.py --catalog $(CATALOG)
	$(BIN)/python bench/bench_bulk.py --data $(DATA)

soak: catalog
	$(BIN)/python bench/bench_soak.py --catalog $(CATALOG) --minutes 10

$(BIN)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@
