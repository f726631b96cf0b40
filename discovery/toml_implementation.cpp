// toml++'s implementation, compiled once into mind (TOML_IMPLEMENTATION in
// exactly one translation unit, as toml++ documents for a compiled build)
// instead of Debian's libtomlplusplus.so: that library, like libfmt.so, links
// the shared libstdc++, which costs every process about a millisecond before
// main (issue 34: the binary links libstdc++ statically; see CMakeLists.txt).
// Every other file includes <toml++/toml.h> with TOML_HEADER_ONLY=0, set by
// discovery/CMakeLists.txt for each module that links this one.

#define TOML_IMPLEMENTATION
#include <toml++/toml.h>
