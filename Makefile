# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
BIN = .build/debug/motion-sandbox

.PHONY: run test build bootstrap bootstrap-test lint format unit e2e release

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

test: bootstrap-test lint build unit e2e
