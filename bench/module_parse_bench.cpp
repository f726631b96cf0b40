/// Benchmark: the whole-module parse (issue 33) on the worst cases at the
/// harness's 512 KiB cap (43 cases). Each case is one workflow whose `meta` the quick
/// reader refuses (parenthesised), so `read_workflow_meta` parses the whole
/// file; the body is built from one shape of hostile or dense code repeated
/// to the cap: dense operators, brackets nested close to the depth limit,
/// runs of regular expressions and templates, many tiny statements, tens of
/// thousands of distinct names (the duplicate-declaration checks), `var`s
/// deep in blocks, exports declared after the list that names them, long
/// label chains, and so on. Every case must parse (the bench fails if one
/// does not: a case that stops early measures nothing).
///
/// Printed per case: the median and the best of `rounds` runs in ms of wall
/// time (budget 20 ms each), the median in ms of this thread's CPU time (what
/// the parse costs when other processes share the cores), and the same-run
/// baseline of a memchr over the same bytes.
/// Usage: module_parse_bench [rounds=11] [case-name-substring]

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "discovery/meta_reader.hpp"

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kCap = 512 * 1024;

const std::string kHead = "export const meta = ({ name: 'cap', description: 'd' });\n";

// Repeats `unit(i)` until the file is at the cap.
std::string fill(const std::function<std::string(int)>& unit, const std::string& tail = "") {
  std::string file = kHead;
  for (int i = 0;; ++i) {
    const std::string piece = unit(i);
    if (file.size() + piece.size() + tail.size() > kCap) break;
    file += piece;
  }
  return file + tail;
}

std::string nested(const std::string& open, const std::string& inner, const std::string& close,
                   int depth) {
  std::string text;
  for (int d = 0; d < depth; ++d) text += open;
  text += inner;
  for (int d = 0; d < depth; ++d) text += close;
  return text;
}

std::string name(const char* prefix, int i) { return prefix + std::to_string(i); }

struct Case {
  const char* label;
  std::string file;
};

std::vector<Case> cases() {
  std::vector<Case> all;
  auto add = [&](const char* label, std::string file) { all.push_back({label, std::move(file)}); };
  add("workflow density", fill([](int) {
        return "await agent('step: review the change and report what you find');\n";
      }));
  add("dense mixed code", fill([](int) {
        return "{class C{#a=1;static{}m({x,y=[1,{z}]}={},...r){return x?.y??(y||=r[0]**2)}}\n"
               "for(const [k,v]of Object.entries({a:1,'b':2,[c]:3})){label:{if(k)break label}}\n"
               "const f=async(a,{b}=c)=>await a`t${b}`,g=function*(){yield*[/x+/g]};}\n";
      }));
  add("dense operators", fill([](int) {
        return "a=b+c*d-e/f%g**h<<i>>j&k|l^m&&n||o,p?"
               "?q;";
      }));
  add("one long expression", fill([](int) { return "a+b*c-"; }, "d;\n"));
  add("tiny statements ;", fill([](int) { return ";"; }));
  add("tiny statements a\\n", fill([](int) { return "a\n"; }));
  add("nested brackets", fill([](int) { return nested("[", "1", "]", 120) + ";\n"; }));
  add("nested parentheses", fill([](int) { return nested("(", "a", ")", 120) + ";\n"; }));
  add("nested objects", fill([](int) { return "x=" + nested("{a:", "1", "}", 120) + ";\n"; }));
  add("nested blocks", fill([](int) { return nested("{", "a;", "}", 300) + "\n"; }));
  add("nested arrows", fill([](int) { return "f=" + nested("a=>", "a", "", 120) + ";\n"; }));
  add("nested functions",
      fill([](int) { return "x=" + nested("function(a){return ", "a", "}", 100) + ";" + "\n"; }));
  add("nested destructuring",
      fill([](int) { return "[" + nested("[", "a", "]", 100) + "]=x;\n"; }));
  add("regex run", fill([](int) { return "x=/ab+c[a-z]\\d{2,3}(?:x|y)*$/gi;"; }));
  add("unicode regex run", fill([](int) { return "x=/[\\p{L}\\d]+(?<n>\\u{1F600})\\k<n>/u;"; }));
  add("template run", fill([](int) { return "x=`a${b}c${d+e}f`;"; }));
  add("string run", fill([](int) { return "x='a\\x41\\u0041b',y=\"plain text here\";"; }));
  add("distinct let names", fill([](int i) { return "let " + name("a", i) + "=0;"; }));
  add("distinct var names", fill([](int i) { return "var " + name("a", i) + ";"; }));
  add("vars deep in blocks", [] {
    std::string open;
    for (int d = 0; d < 100; ++d) open += "{";
    std::string close(100, '}');
    return kHead + open +
           fill([](int i) { return "var " + name("v", i) + ";"; }, close).substr(kHead.size());
  }());
  add("exports before declarations", [] {
    const int count = 20000;
    std::string list = "export{";
    std::string decls;
    for (int i = 0; i < count; ++i) {
      list += name("e", i) + ",";
      decls += "let " + name("e", i) + ";";
    }
    list += "};\n";
    return fill([&](int i) { return i == 0 ? list + decls : "a;"; });
  }());
  add("distinct exports", fill([](int i) { return "export let " + name("x", i) + "=0;"; }));
  add("label chains", fill([](int i) {
        std::string text;
        for (int d = 0; d < 100; ++d) text += name("l", d) + ":";
        return text + "for(;;)break l" + std::to_string(i % 100) + ";\n";
      }));
  add("parameter lists",
      fill([](int) { return "x=function(a,b,c,d,e,{g,h},[i,j],k=1,...l){};\n"; }));
  add("object literal keys", fill([](int i) { return "x={" + name("k", i) + ":1,b,c(){}};"; }));
  add("class members", fill([](int i) {
        return "class " + name("C", i) + "{#p;static s=1;get g(){return this.#p}m(){}}\n";
      }));
  add("long identifiers", fill([](int i) {
        return "let " + name("a_rather_long_identifier_name_for_a_variable_", i) + "=" +
               "another_rather_long_identifier_name;";
      }));
  add("block comments", fill([](int) { return "/* c */a/* d */;"; }));
  add("async arrows and calls", fill([](int) { return "async(a,b)=>{await f(a)(b)};"; }));
  // Added while trying to break it (issue 33, the worst cases after the first 29).
  add("number run", fill([](int) { return "x=[1,2.5,0x1f,1e3,1_000,10n,.5,0o7,0b1];"; }));
  add("line comments", fill([](int) { return "a// note\n"; }));
  add("nested templates", fill([](int) { return "x=" + nested("`${", "a", "}`", 100) + ";\n"; }));
  add("regex and division", fill([](int) { return "a=b/c/d,e=/[/]x/g.test(a)/2/f;"; }));
  add("shadowing scopes", fill([](int) { return nested("{let a,b;", "a", "}", 150) + "\n"; }));
  add("parenthesized arrows",
      fill([](int) { return "f=" + nested("(a,b)=>", "a", "", 100) + ";\n"; }));
  add("object patterns", fill([](int) { return "({" + nested("a:{", "b", "}", 100) + "}=x);\n"; }));
  add("member and call chains", fill([](int) { return "a.b.c.d[e](f).g(h)(i)`k`.l?.[j]?.m;"; }));
  add("unary runs", fill([](int) { return nested("!", "a", "", 150) + ";\n"; }));
  add("conditional chains", fill([](int) { return "x=" + nested("a?b:", "c", "", 100) + ";\n"; }));
  add("nested classes",
      fill([](int) { return "(" + nested("class A{m(){", "a", "}}", 100) + ");\n"; }));
  add("export specifiers", [] {
    std::string decls, list = "export{";
    for (int i = 0; i < 12000; ++i) {
      decls += "let " + name("v", i) + ";";
      list += name("v", i) + " as " + name("w", i) + ",";
    }
    return fill([&](int i) { return i == 0 ? decls + list + "};\n" : "a;"; });
  }());
  add("distinct labels", fill([](int i) { return name("l", i) + ":a;"; }));
  add("await chains", fill([](int) { return "await " + nested("await ", "a", "", 100) + ";\n"; }));
  return all;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double cpu_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

volatile std::size_t g_sink = 0;

}  // namespace

int main(int argc, char** argv) {
  const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
  const char* only = argc > 2 ? argv[2] : nullptr;
  std::printf("module parse at the cap: each case %zu bytes or less, %d rounds (budget 20 ms)\n",
              kCap, rounds);
  std::printf("  %-28s %9s %9s %9s %9s %s\n", "case", "median ms", "best ms", "cpu ms", "memchr ms",
              "verdict");
  bool all_ok = true;
  double worst = 0;
  for (const Case& c : cases()) {
    if (only != nullptr && std::strstr(c.label, only) == nullptr) continue;
    std::vector<double> times, cpu;
    bool ok = true;
    std::string problem;
    for (int round = 0; round < rounds; ++round) {
      const double cpu_start = cpu_ms();
      const auto start = Clock::now();
      const mind::discovery::WorkflowMeta meta = mind::discovery::read_workflow_meta(c.file);
      times.push_back(ms_since(start));
      cpu.push_back(cpu_ms() - cpu_start);
      if (meta.status != mind::discovery::MetaStatus::ok) {
        ok = false;
        problem = meta.detail;
      }
    }
    const auto base_start = Clock::now();
    for (int round = 0; round < rounds; ++round) {
      g_sink = g_sink + (std::memchr(c.file.data(), '\x01', c.file.size()) == nullptr);
    }
    const double base = ms_since(base_start) / rounds;
    std::sort(times.begin(), times.end());
    std::sort(cpu.begin(), cpu.end());
    const double median = times[times.size() / 2];
    worst = std::max(worst, median);
    std::printf("  %-28s %9.2f %9.2f %9.2f %9.3f %s\n", c.label, median, times.front(),
                cpu[cpu.size() / 2], base, ok ? "parses" : ("NOT PARSED: " + problem).c_str());
    all_ok = all_ok && ok;
  }
  std::printf("  worst median %.2f ms (budget 20 ms)\n", worst);
  return all_ok ? 0 : 1;
}
