// isolate.cpp: run a per-opcode job in a child process so that an LLVM
// printer or predicate that crashes on a constructed instruction loses only
// that opcode.  The child works through the opcodes in order and streams
// results to the parent; when it dies, the parent marks the opcode it was
// on as failed and starts a new child after it.
#include "modelgen.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <sys/wait.h>
#include <unistd.h>

// Write all of BUF to FD; the child exits on failure.
static void write_all(int fd, const char *buf, size_t n) {
  while (n) {
    ssize_t w = write(fd, buf, n);
    if (w < 0 && errno == EINTR)
      continue;
    if (w <= 0)
      _exit(3);
    buf += w;
    n -= (size_t)w;
  }
}

// Child: for each opcode from FIRST, send "<opc> <len>\n<bytes>".
static void child(unsigned first, unsigned end,
                  const std::function<std::string(unsigned)> &job, int fd) {
  for (unsigned opc = first; opc < end; opc++) {
    char head[64];
    // Announce the opcode first so a crash can be attributed to it.
    int hn = snprintf(head, sizeof head, "%u\n", opc);
    write_all(fd, head, (size_t)hn);
    std::string r = job(opc);
    hn = snprintf(head, sizeof head, "%zu\n", r.size());
    write_all(fd, head, (size_t)hn);
    write_all(fd, r.data(), r.size());
  }
  _exit(0);
}

// Read one line (without newline) from F; false at end of file.
static bool read_line(FILE *f, std::string &s) {
  s.clear();
  int c;
  while ((c = getc(f)) != EOF && c != '\n')
    s += (char)c;
  return c != EOF;
}

std::vector<std::string> run_isolated(unsigned end,
                                      const std::function<std::string(unsigned)> &job,
                                      std::vector<unsigned> *failed) {
  std::vector<std::string> out(end);
  unsigned next = 0;
  fflush(nullptr);
  while (next < end) {
    int p[2];
    if (pipe(p) != 0) {
      perror("pipe");
      exit(1);
    }
    pid_t pid = fork();
    if (pid < 0) {
      perror("fork");
      exit(1);
    }
    if (pid == 0) {
      close(p[0]);
      child(next, end, job, p[1]);
    }
    close(p[1]);
    FILE *f = fdopen(p[0], "r");
    std::string line;
    long current = -1;
    while (read_line(f, line)) {
      current = atol(line.c_str());
      std::string len;
      if (!read_line(f, len))
        break;
      size_t n = strtoul(len.c_str(), nullptr, 10);
      std::string r(n, '\0');
      if (n && fread(&r[0], 1, n, f) != n)
        break;
      out[current] = r;
      next = (unsigned)current + 1;
      current = -1;
    }
    fclose(f);
    int status = 0;
    waitpid(pid, &status, 0);
    if (current >= 0) {  // died while working on CURRENT
      if (failed)
        failed->push_back((unsigned)current);
      next = (unsigned)current + 1;
    } else if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0) && next < end) {
      fprintf(stderr, "mca-modelgen: worker failed before opcode %u\n", next);
      exit(1);
    }
  }
  return out;
}
