# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
BIN = .build/debug/motion-sandbox

.PHONY: run test build bootstrap bootstrap-test lint format unit e2e suite release

run: bootstrap build
	$(BIN) run

build:
	$(SWIFT) build

bootstrap:
	@scripts/bootstrap.sh

bootstrap-test:
	@scripts/bootstrap.sh test

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests

unit:
	$(SWIFT) test

e2e: build
	Tests/EndToEnd/run.sh $(BIN)

# The built-in scenes' recorded scripts against their goldens (docs/suites.md); the JUnit XML
# and the HTML report land in .build/suite/ for CI to keep.
suite: build
	$(BIN) test Assets/suites/builtin --junit .build/suite/junit.xml --report .build/suite/report

test: bootstrap-test lint build unit suite e2e
