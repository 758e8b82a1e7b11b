/* batch: a data set of blocks on several threads (see batch.h). */
#include <config.h>

#include "batch.h"

#include <errno.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mca/disasm.h"
#include "mca/stats.h"

/* Blocks held at a time per thread: enough to keep every thread busy
 * while a slow block holds the output back. */
enum { SLOTS_PER_JOB = 8 };

/* A block in the window.  A slot's buffers (line, out) stay with it from
 * block to block, freed at the end of the run: a block costs no
 * allocation here. */
typedef struct {
    char *line;             /* the input line (getline's buffer) */
    size_t line_cap;
    size_t len;
    size_t lineno;
    mca_strbuf out;         /* the JSON line, newline included */
    bool done, ok, has_measured;
    double predicted, measured;
} slot;

typedef struct batch batch;

typedef struct {
    batch *b;
    mca_disasm *disasm;     /* --hex: this thread's disassembler */
    mca_strbuf text;        /* the block's assembly text (kept from block to block) */
    pthread_t thread;
} worker;

struct batch {
    const mca_driver_spec *spec;
    void *own;
    mca_options o;          /* the blocks' options (hex done by the driver) */
    bool hex;
    const char *name;       /* the input's name in messages */
    mca_program base;       /* target, catalog and model */
    FILE *in;
    const mca_batch_options *opt;
    size_t lineno;          /* lines read */
    int read_errno;         /* of a read error, or 0 */
    pthread_mutex_t read_mu; /* the reading worker's: in, lineno */
    pthread_mutex_t mu;     /* the window's, and the rest */
    pthread_cond_t room;    /* a block was written: the window has room */
    unsigned waiting;       /* workers waiting for room */
    slot *slots;
    size_t window;
    size_t next_read, next_write; /* block sequence numbers */
    bool eof;
    FILE *out;
    bool write_failed, out_of_memory;
    mca_stats stats;
    size_t errors;
};

/* Split "hex,measured": the measured number, when the text after the
 * last comma is one; *len then ends before the comma. */
static bool split_measured(const char *line, size_t *len, double *measured)
{
    const char *comma = memrchr(line, ',', *len);
    if (!comma)
        return false;
    char *end;
    errno = 0;
    double v = strtod(comma + 1, &end);
    while (*end == ' ' || *end == '\t')
        end++;
    if (end == comma + 1 || *end || errno)
        return false;
    *measured = v;
    *len = (size_t)(comma - line);
    return true;
}

/* The block's assembly text: its hex decoded, or ';' made a newline. */
static int block_text(worker *w, slot *s, size_t len, mca_strbuf *text, mca_diags *diags)
{
    /* (an ELF file would be disassembled by mca_program_load_text, with a
     * disassembler made in this thread: never in a block) */
    if (len >= 4 && memcmp(s->line, "\177ELF", 4) == 0) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "a block cannot be an ELF file");
        return -1;
    }
    if (!w->b->hex) {
        for (size_t i = 0; i < len; i++)
            mca_strbuf_putc(text, s->line[i] == ';' ? '\n' : s->line[i]);
        mca_strbuf_putc(text, '\n');
        return 0;
    }
    mca_source src;
    if (mca_source_from_memory(&src, w->b->name, s->line, len, diags) != 0)
        return -1;
    int rc = mca_disasm_hex(w->disasm, &src, 0, len, text, diags);
    mca_source_free(&src);
    return rc;
}

/* The block's error members: the first error's message and place. */
static void error_members(mca_json *j, const mca_diags *diags)
{
    const mca_diag *first = NULL;
    for (size_t i = 0; i < diags->count && !first; i++)
        if (diags->items[i].kind != MCA_DIAG_WARNING && diags->items[i].kind != MCA_DIAG_NOTE)
            first = &diags->items[i];
    mca_json_string(j, "error", first ? first->message : "out of memory");
    if (first && first->file) {
        char at[64];
        snprintf(at, sizeof at, "%zu:%zu", first->line, first->col);
        mca_json_string(j, "at", at);
    }
}

/* This thread's CPU time in nanoseconds (0 where the clock is missing). */
static unsigned long long thread_cpu_ns(void)
{
    struct timespec t;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
        return 0;
    return (unsigned long long)t.tv_sec * 1000000000u + (unsigned long long)t.tv_nsec;
}

/* Analyse one block into s->out. */
static void process(worker *w, slot *s)
{
    batch *b = w->b;
    unsigned long long start = b->opt->times ? thread_cpu_ns() : 0;
    mca_diags diags;
    mca_diags_init(&diags);
    size_t len = s->len;
    s->has_measured = b->hex && split_measured(s->line, &len, &s->measured);
    mca_strbuf *text = &w->text, *line = &s->out;
    if (text->failed)
        mca_strbuf_free(text);
    if (line->failed)
        mca_strbuf_free(line);
    text->len = line->len = 0;
    mca_json j;
    mca_json_init_compact(&j, line);
    mca_json_object(&j, NULL);
    mca_json_uint(&j, "line", s->lineno);
    mca_program p;
    s->ok = block_text(w, s, len, text, &diags) == 0 && !text->failed &&
            mca_program_load_text(&p, &b->base, &b->o, b->name, text->data, text->len,
                                  &diags) == MCA_PROGRAM_OK;
    if (s->ok) {
        s->ok = b->spec->block(b->own, &p, &b->o, &j, &s->predicted, &diags) == 0;
        mca_program_free(&p);
    }
    if (!s->ok) {
        line->len = 0;
        mca_json_init_compact(&j, line);
        mca_json_object(&j, NULL);
        mca_json_uint(&j, "line", s->lineno);
        error_members(&j, &diags);
    }
    if (s->has_measured)
        mca_json_double(&j, "measured", s->measured);
    if (b->opt->times)
        mca_json_uint(&j, "cpu_ns", thread_cpu_ns() - start);
    mca_json_end_object(&j);
    mca_strbuf_putc(line, '\n');
    mca_diags_free(&diags);
}

/* Write the finished blocks at the head of the window, in order (with
 * the lock held). */
static void write_done(batch *b)
{
    while (b->next_write < b->next_read) {
        slot *s = &b->slots[b->next_write % b->window];
        if (!s->done)
            break;
        if (s->out.failed)
            b->out_of_memory = true;
        else if (fwrite(s->out.data, 1, s->out.len, b->out) != s->out.len)
            b->write_failed = true;
        if (s->ok) {
            if (mca_stats_add(&b->stats, s->predicted, s->has_measured, s->measured) != 0)
                b->out_of_memory = true;
        } else {
            b->errors++;
        }
        s->done = false;
        b->next_write++;
    }
    if (b->waiting && b->next_read - b->next_write < b->window)
        pthread_cond_broadcast(&b->room);
}

/* Is the line blank (no block)? */
static bool blank_line(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
            return false;
    return true;
}

/* Read the next block of the input into the window (waiting while the
 * window is full): its slot, or NULL at the end of the input or on a read
 * error (then b->read_errno is set).  One worker reads at a time
 * (read_mu), outside the window's lock, so that a slow input never holds
 * back the writing of finished blocks. */
static slot *next_block(batch *b)
{
    pthread_mutex_lock(&b->read_mu);
    pthread_mutex_lock(&b->mu);
    while (!b->eof && b->next_read - b->next_write == b->window) {
        b->waiting++;
        pthread_cond_wait(&b->room, &b->mu);
        b->waiting--;
    }
    bool eof = b->eof;
    pthread_mutex_unlock(&b->mu);
    /* the slot the line goes to is free: the window has room, and only
     * the reader (holding read_mu) moves next_read */
    slot *to = &b->slots[b->next_read % b->window];
    char *buf = to->line;
    size_t cap = to->line_cap, len = 0;
    ssize_t n = -1;
    while (!eof && (n = getline(&buf, &cap, b->in)) >= 0) {
        b->lineno++;
        len = (size_t)n;
        while (len && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
            len--;
        buf[len] = '\0';
        if (!blank_line(buf, len) &&
            (!b->opt->shards || (b->lineno - 1) % b->opt->shards == b->opt->shard - 1))
            break;
    }
    slot *s = NULL;
    if (!eof) {
        to->line = buf;
        to->line_cap = cap;
    }
    pthread_mutex_lock(&b->mu);
    if (!eof && n >= 0) {
        s = &b->slots[b->next_read++ % b->window];
        s->len = len;
        s->lineno = b->lineno;
        s->done = s->ok = s->has_measured = false;
        s->predicted = s->measured = 0;
    } else {
        if (!eof && ferror(b->in))
            b->read_errno = errno ? errno : EIO;
        b->eof = true;
        pthread_cond_broadcast(&b->room); /* to those waiting: nothing more */
    }
    pthread_mutex_unlock(&b->mu);
    pthread_mutex_unlock(&b->read_mu);
    return s;
}

/* A worker reads its next block itself (a line is cheap to read beside
 * its analysis): no reader thread handing blocks over, so no wake-up per
 * block; a worker waits only when the window is full behind a slow
 * block. */
static void *work(void *arg)
{
    worker *w = arg;
    batch *b = w->b;
    slot *s;
    while ((s = next_block(b))) {
        process(w, s);
        pthread_mutex_lock(&b->mu);
        s->done = true;
        write_done(b);
        pthread_mutex_unlock(&b->mu);
    }
    return NULL;
}

static unsigned job_count(const mca_batch_options *opt)
{
    if (opt->jobs)
        return opt->jobs;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 && n < 1024 ? (unsigned)n : 1;
}

/* The summary line. */
static int write_summary(batch *b)
{
    mca_strbuf line;
    mca_strbuf_init(&line);
    mca_json j;
    mca_json_init_compact(&j, &line);
    mca_json_object(&j, NULL);
    mca_json_object(&j, "summary");
    mca_json_uint(&j, "errors", b->errors);
    int rc = mca_stats_json(&b->stats, &j);
    mca_json_end_object(&j);
    mca_json_end_object(&j);
    mca_strbuf_putc(&line, '\n');
    if (rc != 0 || line.failed)
        b->out_of_memory = true;
    else if (fwrite(line.data, 1, line.len, b->out) != line.len)
        b->write_failed = true;
    mca_strbuf_free(&line);
    return rc;
}

/* Run the workers: this thread and jobs - 1 others (as many as start). */
static int run_workers(batch *b, worker *ws, unsigned jobs, mca_diags *diags)
{
    for (unsigned k = 0; k < jobs; k++)
        ws[k].b = b;
    unsigned started = 1;
    for (; started < jobs; started++)
        if (pthread_create(&ws[started].thread, NULL, work, &ws[started]) != 0)
            break;
    work(&ws[0]);
    for (unsigned k = 1; k < started; k++)
        pthread_join(ws[k].thread, NULL);
    if (b->read_errno) {
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", b->name, strerror(b->read_errno));
        return -1;
    }
    return 0;
}

/* Make the threads' disassemblers (LLVM's initialisation is not
 * thread-safe: it happens here, before the threads start).  Each keeps
 * the instructions it decoded: a data set's blocks share many (10,000
 * x86-64 blocks: LLVM decoded 51k instructions, 2% of the run). */
static int make_disassemblers(batch *b, worker *ws, unsigned jobs, mca_diags *diags)
{
    for (unsigned k = 0; b->hex && k < jobs; k++) {
        if (!(ws[k].disasm = mca_disasm_new(&b->base.target, b->o.mattr, diags)))
            return -1;
        if (mca_disasm_remember(ws[k].disasm) != 0) {
            mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
            return -1;
        }
    }
    return 0;
}

static int analyse(batch *b, mca_diags *diags)
{
    unsigned jobs = job_count(b->opt);
    b->window = (size_t)jobs * SLOTS_PER_JOB;
    b->slots = calloc(b->window, sizeof *b->slots);
    worker *ws = calloc(jobs, sizeof *ws);
    int rc = -1;
    if (!b->slots || !ws)
        mca_diags_add(diags, MCA_DIAG_ERROR, "out of memory");
    else if (make_disassemblers(b, ws, jobs, diags) == 0 &&
             run_workers(b, ws, jobs, diags) == 0 && write_summary(b) == 0)
        rc = 0;
    for (unsigned k = 0; ws && k < jobs; k++) {
        mca_disasm_free(ws[k].disasm);
        mca_strbuf_free(&ws[k].text);
    }
    for (size_t k = 0; b->slots && k < b->window; k++) {
        free(b->slots[k].line);
        mca_strbuf_free(&b->slots[k].out);
    }
    free(ws);
    free(b->slots);
    return rc;
}

static FILE *open_input(const char *path, mca_diags *diags)
{
    if (!path || strcmp(path, "-") == 0)
        return stdin;
    FILE *in = fopen(path, "r");
    if (!in)
        mca_diags_add(diags, MCA_DIAG_ERROR, "%s: %s", path, strerror(errno));
    return in;
}

/* Print the diagnostics of the run (not of its blocks) on stderr. */
static int finish(mca_diags *diags, int status)
{
    mca_diags_print(diags, stderr);
    mca_diags_free(diags);
    return status;
}

/* Every block allocates and frees a few hundred KiB: by default glibc
 * gives the top of the heap back to the kernel after each (more than 128
 * KiB free) and the next block faults fresh zeroed pages in, 2 page faults
 * a block and a fifth of a one-thread run's CPU time (10,000 blocks: 22,885
 * faults, 5.7 s -> 2,232, 3.6 s).  Keep freed memory for the next block;
 * the heap stays as large as the largest block needed. */
static void keep_freed_memory(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

int mca_batch_run(const mca_driver_spec *spec, void *own, const mca_options *o,
                  const mca_batch_options *opt)
{
    keep_freed_memory();
    mca_diags diags;
    mca_diags_init(&diags);
    batch b = { .spec = spec, .own = own, .o = *o, .hex = o->hex, .opt = opt };
    b.o.hex = false;
    b.o.no_texts = true;
    b.name = o->input && strcmp(o->input, "-") ? o->input : "<stdin>";
    /* The summary needs GSL: say so before the data set, not after it. */
    const char *no_gsl = mca_stats_unavailable();
    if (no_gsl) {
        mca_diags_add(&diags, MCA_DIAG_ERROR, "--batch: cannot load GSL: %s", no_gsl);
        return finish(&diags, 1);
    }
    FILE *in = open_input(o->input, &diags);
    if (!in)
        return finish(&diags, 1);
    mca_program_status st = mca_program_load_model(&b.base, o, &diags);
    if (st != MCA_PROGRAM_OK) {
        if (in != stdin)
            fclose(in);
        return finish(&diags, st == MCA_PROGRAM_HELP ? 0 : 1);
    }
    b.out = mca_tool_open_output(o->output, &diags);
    int status = 1;
    if (b.out) {
        pthread_mutex_init(&b.read_mu, NULL);
        pthread_mutex_init(&b.mu, NULL);
        pthread_cond_init(&b.room, NULL);
        mca_stats_init(&b.stats);
        b.in = in;
        status = analyse(&b, &diags) == 0 ? 0 : 1;
        if (b.out_of_memory) {
            mca_diags_add(&diags, MCA_DIAG_ERROR, "out of memory");
            status = 1;
        }
        if (mca_tool_close_output(b.out, o->output, &diags) != 0 || b.write_failed)
            status = 1;
        mca_stats_free(&b.stats);
        pthread_cond_destroy(&b.room);
        pthread_mutex_destroy(&b.mu);
        pthread_mutex_destroy(&b.read_mu);
    }
    if (in != stdin)
        fclose(in);
    mca_program_free(&b.base);
    return finish(&diags, status);
}
