# mind: the two set-up commands are `make demo` and `make test`. Both install
# what they need on a fresh Debian (g++, cmake, pkg-config and the libraries).

BUILD      ?= build
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX     ?= /usr/local
FUZZ_SECS  ?= 60
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

DEB_PACKAGES := g++ cmake make pkg-config git libtomlplusplus-dev libgit2-dev libxxhash-dev \
                libcli11-dev libfmt-dev nlohmann-json3-dev libyaml-dev libgtest-dev nodejs node-acorn \
                libncurses-dev tmux python3 openssl
FUZZ_PACKAGES := clang libclang-rt-14-dev
PACKAGE_PACKAGES := dpkg-dev

.PHONY: all deps deps-fuzz deps-package configure build test clients demo sanitize fuzz bench install package coverage format clean

all: build

# Installs the Debian packages that are missing (idempotent; root or sudo).
deps:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing: $$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

deps-fuzz: deps
	@missing=$$(for p in $(FUZZ_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

deps-package: deps
	@missing=$$(for p in $(PACKAGE_PACKAGES); do dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

$(BUILD)/CMakeCache.txt:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo

configure: deps $(BUILD)/CMakeCache.txt

build: configure
	cmake --build $(BUILD) -j $(JOBS)

test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The real agent clients the tests run, fetched once from npm (ctest also runs
# this alone before their tests: the agent_clients fixture).
clients:
	tests/tools/fetch-clients

demo: build
	@bash examples/demo.sh $(BUILD)/mind examples/starter

sanitize: deps
	cmake -S . -B $(BUILD)-sanitize -DCMAKE_BUILD_TYPE=Debug -DMIND_SANITIZE=ON
	cmake --build $(BUILD)-sanitize -j $(JOBS)
	cd $(BUILD)-sanitize && LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp \
	  ctest --output-on-failure -j $(JOBS)

fuzz: deps-fuzz
	cmake -S . -B $(BUILD)-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMIND_FUZZ=ON -DMIND_TESTS=OFF \
	  -DCMAKE_CXX_COMPILER=clang++
	cmake --build $(BUILD)-fuzz -j $(JOBS) --target fuzz_targets
	@bash tests/fuzz/run.sh $(BUILD)-fuzz $(FUZZ_SECS)

bench: build
	@bash bench/run.sh $(BUILD)

install: build
	cmake --install $(BUILD) --prefix $(PREFIX)

# A Debian package (CPack): $(BUILD)/mind_<version>_<arch>.deb, for `apt install ./mind_*.deb`.
package: deps-package build
	cd $(BUILD) && cpack -G DEB

coverage:
	tests/spec_coverage

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf $(BUILD) $(BUILD)-sanitize $(BUILD)-fuzz
