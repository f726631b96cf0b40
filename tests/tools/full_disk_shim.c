// full_disk_shim: an LD_PRELOAD library that makes a disk fill up under a
// running mind, for the full-disk e2e test (tests/e2e/full_disk_test.cpp).
// A tmpfs of a few MiB needs root; this makes the real system calls fail the
// way a full file system makes them fail, at a chosen write.
//
//   MIND_TEST_FULL_DISK=<root>|<point>|<n>
//
// <root>: only paths under it are on the "disk" (MIND_HOME): stdout, stderr
// and the source are not. <point>: a substring of the path of the write that
// fills the disk (a file written through write(2), or the target of a
// rename); its <n>-th such call writes half its bytes and returns that short
// count, as the kernel does when the last blocks run out, or fails outright
// for a rename. From then on the disk is full: every write, file creation,
// directory creation, link and rename under <root> fails with ENOSPC, as
// long as the process runs (both threads of a batch alike).
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char root[4096];
static char point[4096];
static long trigger_at;
static long seen;
static int full;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void read_setting(void) {
  const char* spec = getenv("MIND_TEST_FULL_DISK");
  if (spec == NULL) return;
  const char* bar1 = strchr(spec, '|');
  const char* bar2 = bar1 != NULL ? strchr(bar1 + 1, '|') : NULL;
  if (bar2 == NULL) return;
  snprintf(root, sizeof root, "%.*s", (int)(bar1 - spec), spec);
  snprintf(point, sizeof point, "%.*s", (int)(bar2 - bar1 - 1), bar1 + 1);
  trigger_at = strtol(bar2 + 1, NULL, 10);
}

static int under_root(const char* path) {
  pthread_once(&once, read_setting);
  return root[0] != '\0' && path != NULL && strncmp(path, root, strlen(root)) == 0;
}

// The path an fd (or a name relative to a directory fd) stands for.
static void path_at(int dir, const char* name, char* out, size_t size) {
  out[0] = '\0';
  if (name != NULL && name[0] == '/') {
    snprintf(out, size, "%s", name);
    return;
  }
  char link[64];
  if (dir == AT_FDCWD) {
    snprintf(link, sizeof link, "/proc/self/cwd");
  } else {
    snprintf(link, sizeof link, "/proc/self/fd/%d", dir);
  }
  char base[4096];
  const ssize_t n = readlink(link, base, sizeof base - 1);
  if (n < 0) return;
  base[n] = '\0';
  const int written =
      name == NULL ? snprintf(out, size, "%s", base) : snprintf(out, size, "%s/%s", base, name);
  if (written < 0 || (size_t)written >= size) out[0] = '\0';  // too long: not on the disk
}

// 1: this call fills the disk (a short write); -1: the disk is full (ENOSPC);
// 0: the call goes through.
static int verdict(const char* path) {
  if (!under_root(path)) return 0;
  pthread_mutex_lock(&lock);
  int result = 0;
  if (full) {
    result = -1;
  } else if (strstr(path, point) != NULL && ++seen == trigger_at) {
    full = 1;
    result = 1;
  }
  pthread_mutex_unlock(&lock);
  return result;
}

static int full_now(const char* path) {
  if (!under_root(path)) return 0;
  pthread_mutex_lock(&lock);
  const int result = full;
  pthread_mutex_unlock(&lock);
  return result;
}

// The next definition of a libc function (through an integer: ISO C has no
// cast from an object pointer to a function pointer).
#define REAL(name) ((__typeof__(&name))(uintptr_t)dlsym(RTLD_NEXT, #name))

ssize_t write(int fd, const void* data, size_t size) {
  char path[4096];
  path_at(fd, NULL, path, sizeof path);
  const int v = size > 0 ? verdict(path) : 0;
  if (v < 0) {
    errno = ENOSPC;
    return -1;
  }
  if (v > 0 && size > 1) return REAL(write)(fd, data, size / 2);
  if (v > 0) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(write)(fd, data, size);
}

static int refuse_rename(const char* from, const char* to) {
  if (verdict(to) != 0) return 1;
  return full_now(from);
}

int rename(const char* from, const char* to) {
  char a[4096], b[4096];
  path_at(AT_FDCWD, from, a, sizeof a);
  path_at(AT_FDCWD, to, b, sizeof b);
  if (refuse_rename(a, b)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(rename)(from, to);
}

int renameat2(int from_dir, const char* from, int to_dir, const char* to, unsigned int flags) {
  char a[4096], b[4096];
  path_at(from_dir, from, a, sizeof a);
  path_at(to_dir, to, b, sizeof b);
  if (refuse_rename(a, b)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(renameat2)(from_dir, from, to_dir, to, flags);
}

int renameat(int from_dir, const char* from, int to_dir, const char* to) {
  return renameat2(from_dir, from, to_dir, to, 0);
}

static int refuse_create(int dir, const char* name) {
  char path[4096];
  path_at(dir, name, path, sizeof path);
  return full_now(path);
}

int mkdir(const char* name, mode_t mode) {
  if (refuse_create(AT_FDCWD, name)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(mkdir)(name, mode);
}

int mkdirat(int dir, const char* name, mode_t mode) {
  if (refuse_create(dir, name)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(mkdirat)(dir, name, mode);
}

int symlink(const char* target, const char* name) {
  if (refuse_create(AT_FDCWD, name)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(symlink)(target, name);
}

int symlinkat(const char* target, int dir, const char* name) {
  if (refuse_create(dir, name)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(symlinkat)(target, dir, name);
}

// A file that does not exist yet needs an inode and a directory entry.
static int refuse_open(int dir, const char* name, int flags) {
  if ((flags & O_CREAT) == 0) return 0;
  char path[4096];
  path_at(dir, name, path, sizeof path);
  if (!full_now(path)) return 0;
  struct stat st;
  return fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0;
}

int open(const char* name, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list args;
    va_start(args, flags);
    mode = va_arg(args, mode_t);
    va_end(args);
  }
  if (refuse_open(AT_FDCWD, name, flags)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(open)(name, flags, mode);
}

int open64(const char* name, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list args;
    va_start(args, flags);
    mode = va_arg(args, mode_t);
    va_end(args);
  }
  if (refuse_open(AT_FDCWD, name, flags)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(open64)(name, flags, mode);
}

int openat(int dir, const char* name, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list args;
    va_start(args, flags);
    mode = va_arg(args, mode_t);
    va_end(args);
  }
  if (refuse_open(dir, name, flags)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(openat)(dir, name, flags, mode);
}

int openat64(int dir, const char* name, int flags, ...) {
  mode_t mode = 0;
  if (flags & (O_CREAT | O_TMPFILE)) {
    va_list args;
    va_start(args, flags);
    mode = va_arg(args, mode_t);
    va_end(args);
  }
  if (refuse_open(dir, name, flags)) {
    errno = ENOSPC;
    return -1;
  }
  return REAL(openat64)(dir, name, flags, mode);
}
