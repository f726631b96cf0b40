// End-to-end: an ssh:// remote reaches libgit2's SSH transport. A loopback
// server that answers with an SSH banner and then closes makes libgit2 open an
// SSH session and start its handshake: the meld fails with libgit2's SSH
// error, as a `git` error naming the source, and installs nothing. A crash, a
// hang or another error kind would mean the SSH transport is broken.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;

// Listens on 127.0.0.1 at a free port (written to the port file), sends an
// SSH banner to each connection, reads what the client sends, closes.
constexpr const char* kBannerServer = R"(import socket, sys
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(4)
open(sys.argv[1] + ".tmp", "w").write(str(s.getsockname()[1]))
import os
os.rename(sys.argv[1] + ".tmp", sys.argv[1])
while True:
    c, _ = s.accept()
    c.sendall(b"SSH-2.0-OpenSSH_9.2 mind-test\r\n")
    c.settimeout(2)
    try:
        c.recv(65536)
    except OSError:
        pass
    c.close()
)";

class BannerServer {
 public:
  explicit BannerServer(const Sandbox& sandbox) : port_file_(sandbox / "ssh-port") {
    pid_ = ::fork();
    if (pid_ == 0) {
      ::execlp("python3", "python3", "-c", kBannerServer, port_file_.c_str(),
               static_cast<char*>(nullptr));
      ::_exit(127);
    }
    for (int i = 0; i < 200 && !fs::exists(port_file_); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    if (!fs::exists(port_file_)) throw std::runtime_error("the banner server did not start");
    port_ = read_file(port_file_);
  }
  ~BannerServer() {
    if (pid_ > 0) {
      ::kill(pid_, SIGTERM);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  BannerServer(const BannerServer&) = delete;
  BannerServer& operator=(const BannerServer&) = delete;

  std::string url() const { return "ssh://git@127.0.0.1:" + port_ + "/acme/kit.git"; }

 private:
  fs::path port_file_;
  pid_t pid_ = -1;
  std::string port_;
};

TEST(SshRemoteE2E, AnSshRemoteStillOpensALibssh2SessionAndFailsAsAGitError) {
  Sandbox sandbox;
  BannerServer server(sandbox);
  const RunResult r = sandbox.run({"meld", server.url(), "--yes", "--json"});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  const nlohmann::json doc = parse_one_document(r);
  const std::string kind = doc["error"]["kind"];
  EXPECT_TRUE(kind == "git" || kind == "git-auth") << doc;
  const std::string message = doc["error"]["message"];
  EXPECT_NE(message.find("SSH"), std::string::npos) << message;
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/127.0.0.1/acme/kit"));
}

}  // namespace
}  // namespace mind::e2e
