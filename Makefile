# The two commands a newcomer needs: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
BIN = .build/debug/motion-sandbox
# One release build serves the allocation tests (which assert what the optimized code does, so
# they need testing enabled) and the program the suite and the end-to-end tests run: those
# replay hundreds of scripts, and the debug build replays about ten times slower.
RELEASE = -c release -Xswiftc -enable-testing
TESTED_BIN = .build/release/motion-sandbox

.PHONY: run test build build-release bootstrap bootstrap-test lint format unit allocations asan e2e suite release docs bench bench-suite fuzz

run: bootstrap build
	$(BIN) run

build:
	$(SWIFT) build

# The release build's tests are the allocation tests alone (MOTION_TESTS, see Package.swift).
build-release:
	MOTION_TESTS=allocations $(SWIFT) build $(RELEASE) --build-tests

bootstrap:
	@scripts/bootstrap.sh

bootstrap-test:
	@scripts/bootstrap.sh test

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Plugins Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Sources Benchmarks/Benchmarks

format:
	$(SWIFT) format --in-place --recursive Package.swift Plugins Sources Tests Fuzz

# The Motion library's DocC catalog (Sources/Motion/Motion.docc), built with the swift-docc-plugin;
# any warning fails the build. The archive lands in .build/plugins/Swift-DocC/outputs/Motion.doccarchive.
docs:
	$(SWIFT) package generate-documentation --target Motion --warnings-as-errors

# The unit tests in a plain debug build, for working on them (`make test` runs them under
# AddressSanitizer instead, once). The allocation tests assert what the release build does, so
# they run there (with testing enabled for @testable imports); the debug unit run skips them.
unit:
	$(SWIFT) test --skip Allocation

allocations: build-release
	MOTION_TESTS=allocations $(SWIFT) test $(RELEASE) --skip-build --filter Allocation

# The unit tests again, built with AddressSanitizer (in a build folder of its own): a use after
# free or an overflow that a plain run survives stops the run with ASan's report. ASan brings
# its own malloc, so the allocation counter steps aside and the allocation tests are left out.
asan:
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan --skip Allocation

e2e: build-release
	Tests/EndToEnd/run.sh $(TESTED_BIN)

# The built-in scenes' recorded scripts against their goldens (docs/suites.md); the JUnit XML
# and the HTML report land in .build/suite/ for CI to keep.
suite: build-release
	$(TESTED_BIN) test Assets/suites/builtin --junit .build/suite/junit.xml --report .build/suite/report

# Every unit test runs once, under AddressSanitizer, except the allocation tests, which run in
# the release build that the suite and the end-to-end tests then use (docs/performance.md
# says where the minutes go).
test: bootstrap-test lint asan build-release allocations suite e2e

# The libFuzzer programs of Fuzz/ (docs/reliability.md), built with the fuzzer and AddressSanitizer
# in a build folder of their own (.build-fuzz), each run FUZZ_SECONDS (60); FUZZ_TARGETS picks
# some of scene, script, image and dump. `make test` never builds them: it replays the inputs they
# found (Tests/FuzzRegressions) in the unit tests instead.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz: bootstrap
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT="$(SWIFT)" scripts/fuzz.sh $(FUZZ_TARGETS)

# The suite of 1,000 cases alone (see bench below).
bench-suite:
	$(SWIFT) build -c release --product motion-sandbox
	scripts/bench-suite.sh .build/release/motion-sandbox $(BENCH_BASELINE)

# The benchmarks are a package of their own (Benchmarks/), so `make test` never builds them.
# Prints each benchmark's percentiles; ratios are in per mille (see docs/performance.md). The
# whole-process benchmarks spawn the release binary, built first.
# `make bench` also runs a suite of 1,000 cases (scripts/bench-suite.sh: the built-in cases, 125
# copies each, --jobs 2) and prints its cases a second; BENCH_BASELINE names another build of
# motion-sandbox (say main's) to run on the same suite for the ratio.
BENCH_BASELINE ?=
bench: bootstrap
	$(SWIFT) build -c release --product motion-sandbox
	scripts/bench-suite.sh .build/release/motion-sandbox $(BENCH_BASELINE)
	cd Benchmarks && $(SWIFT) package benchmark --no-progress $(BENCH_ARGS)

# ---- Installing and packaging (docs/installing.md) ----
# `make install` puts the release build, its assets, the man page and the bash, zsh and fish
# completions under PREFIX (inside DESTDIR when given, as packagers expect) and lists them in
# PREFIX/share/motion-sandbox/installed-files; `make uninstall` removes exactly those. `make deb`
# builds .build/deb/motion-sandbox_VERSION_ARCH.deb and checks it with lintian.
# The release build has a build folder of its own, .build-release. CONFIGURATION=tested makes the
# same files from the program `make build-release` made, as it is, dynamically linked (the
# end-to-end tests install that way, without another build); CONFIGURATION=debug from the debug
# build.
PREFIX ?= /usr/local
DESTDIR ?=
CONFIGURATION ?= release
RELEASE_FILES ?= .build/release-files

.PHONY: release-files install uninstall deb

release-files: bootstrap
	SWIFT="$(SWIFT)" CONFIGURATION="$(CONFIGURATION)" scripts/release-files.sh "$(RELEASE_FILES)"

install: release-files
	scripts/install.sh install "$(RELEASE_FILES)" "$(DESTDIR)" "$(PREFIX)"

uninstall:
	scripts/install.sh uninstall "$(DESTDIR)" "$(PREFIX)"

deb: release-files
	@scripts/bootstrap.sh deb
	scripts/deb.sh "$(RELEASE_FILES)" .build/deb
