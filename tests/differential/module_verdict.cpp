/// The differential test's mind side: prints, for each file named on stdin
/// (one path a line), the whole-module verdict of js/module_parser.hpp as
/// `parses`, `syntax_error` or `unsure`, tab, the path. The driver
/// (differential.mjs) compares it with acorn's and the harness's verdicts.
/// With `--meta` it prints instead whether mind lists the file as a workflow
/// (`listed` or `unlisted`, read_workflow_meta), tab, the path, tab, the
/// reason: what harness_agreement.sh compares with the real client.
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "discovery/js/module_parser.hpp"
#include "discovery/js/source.hpp"
#include "discovery/meta_reader.hpp"

int main(int argc, char** argv) {
  const bool meta_mode = argc > 1 && std::string(argv[1]) == "--meta";
  std::string path;
  while (std::getline(std::cin, path)) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cout << "unreadable\t" << path << '\n';
      continue;
    }
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (meta_mode) {
      const mind::discovery::WorkflowMeta meta = mind::discovery::read_workflow_meta(bytes);
      const bool listed = meta.status == mind::discovery::MetaStatus::ok && meta.name.has_value();
      std::cout << (listed ? "listed" : "unlisted") << '\t' << path << '\t'
                << mind::discovery::to_slug(meta.reason) << '\n';
      continue;
    }
    // The harness folds CRLF to LF before parsing (harness_quick_meta.hpp).
    std::string folded;
    folded.reserve(bytes.size());
    for (std::size_t i = 0; i < bytes.size(); ++i) {
      if (bytes[i] == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n') continue;
      folded.push_back(bytes[i]);
    }
    mind::discovery::js::Source source(folded);
    const mind::discovery::js::ModuleSyntax syntax =
        mind::discovery::js::check_module_syntax(source);
    const char* verdict = syntax.verdict == mind::discovery::js::ModuleVerdict::parses ? "parses"
                          : syntax.verdict == mind::discovery::js::ModuleVerdict::syntax_error
                              ? "syntax_error"
                              : "unsure";
    std::cout << verdict << '\t' << path << '\t' << syntax.offset << '\t' << syntax.problem << '\n';
  }
  return 0;
}
