#pragma once
/// A git remote that asks for credentials and accepts none: a loopback HTTP
/// server answering every request `401 Unauthorized` (Basic), the way a
/// private repository (or GitHub, for one that is gone) answers a clone
/// without credentials. Serves on its own thread until destroyed.

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <stdexcept>
#include <string>
#include <thread>

namespace mind::testing {

class HttpAuthWall {
 public:
  HttpAuthWall() {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd_ < 0) throw std::runtime_error("socket failed");
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = 0;
    socklen_t len = sizeof addr;
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 ||
        ::listen(fd_, 16) != 0 ||
        ::getsockname(fd_, reinterpret_cast<sockaddr*>(&addr), &len) != 0) {
      ::close(fd_);
      throw std::runtime_error("cannot listen on loopback");
    }
    port_ = ntohs(addr.sin_port);
    thread_ = std::thread([this] { serve(); });
  }
  ~HttpAuthWall() {
    stop_ = true;
    thread_.join();
    ::close(fd_);
  }
  HttpAuthWall(const HttpAuthWall&) = delete;
  HttpAuthWall& operator=(const HttpAuthWall&) = delete;

  /// An https-less URL of a repository behind the wall.
  std::string url(const std::string& repo) const {
    return "http://127.0.0.1:" + std::to_string(port_) + "/" + repo + ".git";
  }

 private:
  void serve() {
    while (!stop_) {
      pollfd p{fd_, POLLIN, 0};
      if (::poll(&p, 1, 50) <= 0) continue;
      const int client = ::accept(fd_, nullptr, nullptr);
      if (client < 0) continue;
      char buf[4096];
      (void)::recv(client, buf, sizeof buf, 0);  // the request itself does not matter
      const std::string reply =
          "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"private\"\r\n"
          "Content-Length: 0\r\nConnection: close\r\n\r\n";
      (void)::send(client, reply.data(), reply.size(), MSG_NOSIGNAL);
      ::close(client);
    }
  }

  int fd_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace mind::testing
