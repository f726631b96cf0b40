// End-to-end: an https remote is verified against the system's trust store as
// libgit2's TLS backend sets it up, or against MIND_GIT_CA_FILE, handed to
// libgit2 through its documented GIT_OPT_SET_SSL_CERT_LOCATIONS
// (store/libgit2/start.hpp). A loopback TLS git server (tests/tools/tls-git-remote:
// python3's ssl and `git http-backend`) with a self-signed certificate made for
// the test is refused with the system's trust store, and served once the test
// trusts that certificate (MIND_GIT_CA_FILE); a file:// meld never reads it.

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <thread>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

// A self-signed certificate for 127.0.0.1 (mbedTLS matches the name as text),
// a bare repository acme/kit.git with one skill, and the server on them.
class TlsRemote {
 public:
  explicit TlsRemote(const Sandbox& sandbox) : dir_(sandbox / "tls") {
    fs::create_directories(dir_ / "root/acme");
    const std::string make_cert =
        "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 "
        "-addext subjectAltName=DNS:127.0.0.1,IP:127.0.0.1 -keyout '" +
        (dir_ / "key.pem").string() + "' -out '" + cert().string() + "' >/dev/null 2>&1";
    if (std::system(make_cert.c_str()) != 0) throw std::runtime_error("openssl req failed");
    GitRepo work(dir_ / "work");
    work.commit_skill("secure");
    const std::string bare = "git clone -q --bare '" + work.dir().string() + "' '" +
                             (dir_ / "root/acme/kit.git").string() + "' >/dev/null 2>&1";
    if (std::system(bare.c_str()) != 0) throw std::runtime_error("git clone --bare failed");
    start();
  }
  ~TlsRemote() {
    if (pid_ > 0) {
      ::kill(pid_, SIGTERM);
      ::waitpid(pid_, nullptr, 0);
    }
  }
  TlsRemote(const TlsRemote&) = delete;
  TlsRemote& operator=(const TlsRemote&) = delete;

  fs::path cert() const { return dir_ / "cert.pem"; }
  std::string url() const { return "https://127.0.0.1:" + port_ + "/acme/kit.git"; }

 private:
  void start() {
    const std::string tool = std::string(MIND_TEST_TOOLS) + "/tls-git-remote";
    const fs::path port_file = dir_ / "port";
    pid_ = ::fork();
    if (pid_ == 0) {
      ::execl(tool.c_str(), tool.c_str(), (dir_ / "root").c_str(), cert().c_str(),
              (dir_ / "key.pem").c_str(), port_file.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    for (int i = 0; i < 200 && !fs::exists(port_file); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    if (!fs::exists(port_file)) throw std::runtime_error("the TLS remote did not start");
    port_ = read_file(port_file);
  }

  fs::path dir_;
  pid_t pid_ = -1;
  std::string port_;
};

bool linked(const Sandbox& sandbox, const std::string& skill) {
  return fs::exists(fs::symlink_status(sandbox.lobe() / "skills" / skill));
}

TEST(TlsTrustE2E, AnHttpsRemoteWithAnUntrustedCertificateIsRefused) {
  Sandbox sandbox;
  TlsRemote remote(sandbox);
  const RunResult r = sandbox.run({"meld", remote.url(), "--yes", "--json"});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["error"]["kind"], "git") << doc;
  const std::string message = doc["error"]["message"];
  EXPECT_NE(message.find("certificate"), std::string::npos) << message;
  EXPECT_FALSE(linked(sandbox, "secure"));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/127.0.0.1/acme/kit"));
}

TEST(TlsTrustE2E, TheSameRemoteMeldsOnceItsCertificateIsTrusted) {
  Sandbox sandbox;
  TlsRemote remote(sandbox);
  const RunResult r =
      sandbox.run({"meld", remote.url(), "--yes"}, {{"MIND_GIT_CA_FILE", remote.cert().string()}});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(linked(sandbox, "secure")) << r.out;
}

// MIND_GIT_CA_FILE is read before the first network operation and only then:
// an unreadable one fails the https meld, and a file:// meld never reads it
// (MIND_TIMING names handing it to libgit2 as a phase: done for the https
// remote, never for the file:// one).
TEST(TlsTrustE2E, TheTrustStoreIsReadForAnHttpsRemoteOnlyNeverForFileUrls) {
  Sandbox sandbox;
  TlsRemote remote(sandbox);
  const std::map<std::string, std::string> unreadable = {
      {"MIND_GIT_CA_FILE", (sandbox / "no-such-bundle.pem").string()}, {"MIND_TIMING", "1"}};
  const RunResult https = sandbox.run({"meld", remote.url(), "--yes", "--json"}, unreadable);
  EXPECT_EQ(https.exit_code, 1) << https.out << https.err;
  const std::string message = parse_one_document(https)["error"]["message"];
  EXPECT_NE(message.find("cannot read the certificates"), std::string::npos) << message;
  EXPECT_NE(https.err.find("mind: timing: git: trust store"), std::string::npos) << https.err;

  GitRepo local(sandbox / "local");
  local.commit_skill("plain");
  const RunResult file = sandbox.run({"meld", local.url(), "--yes"}, unreadable);
  EXPECT_EQ(file.exit_code, 0) << file.out << file.err;
  EXPECT_TRUE(linked(sandbox, "plain"));
  EXPECT_NE(file.err.find("mind: timing: total"), std::string::npos) << file.err;
  EXPECT_EQ(file.err.find("trust store"), std::string::npos) << file.err;
}

}  // namespace
}  // namespace mind::e2e
