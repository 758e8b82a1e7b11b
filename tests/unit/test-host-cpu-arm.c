/* Unit test of a64-host: the CPU name LLVM 22 gives an AArch64 Linux
 * host, from /proc/cpuinfo, against LLVM 22's own answers
 * (host-cpu-arm-llvm22.tsv, made by regen-host-cpu calling LLVM 22's
 * getHostCPUNameForARM):
 * 1. every implementer 0x00-0xff with every part 0x000-0xfff in three
 *    spellings (0x%x, 0x%03x, 0x%04x), variant 0, and every variant for
 *    Samsung: the rows name the non-generic answers, the rest is generic;
 * 2. whole texts: several cores (big.LITTLE pairs), the Hardware line,
 *    spellings LLVM does or does not accept. */
#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../libcore/aarch64/a64-host.h"
#include "../../libcore/host-cpuinfo.h"
#include "cescape.h"
#include "tap.h"

/* What the reader hands over: all of /proc/cpuinfo (which has no size). */
static const char *whole_cpuinfo(const char *text, size_t len)
{
    return len > 0 && strlen(text) == len && strstr(text, "processor") ? "read" : NULL;
}

/* The single-core text of the oracle (host-cpu-arm-oracle.c, one_core). */
static void one_core(char *text, size_t size, unsigned impl, unsigned variant, const char *part)
{
    snprintf(text, size,
             "processor\t: 0\nBogoMIPS\t: 50.00\nFeatures\t: fp asimd evtstrm\n"
             "CPU implementer\t: 0x%02x\nCPU architecture: 8\nCPU variant\t: 0x%x\n"
             "CPU part\t: %s\nCPU revision\t: 1\n\n",
             impl, variant, part);
}

static const char *const forms[] = {"0x%x", "0x%03x", "0x%04x"};

typedef struct {
    unsigned impl, variant, form, first, last;
    char name[40];
} range_row;

int main(void)
{
    const char *srcdir = getenv("top_srcdir");
    char path[4096];
    snprintf(path, sizeof path, "%s/tests/unit/host-cpu-arm-llvm22.tsv", srcdir ? srcdir : ".");
    FILE *f = fopen(path, "r");
    if (!tap_ok(f != NULL, "LLVM 22's answers (host-cpu-arm-llvm22.tsv) open"))
        return tap_done();

    static range_row ranges[1024];
    size_t nranges = 0;
    unsigned texts = 0, texts_wrong = 0, bad = 0;
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        if (strncmp(line, "range\t", 6) == 0) {
            range_row r;
            char form[8];
            if (nranges == sizeof ranges / sizeof ranges[0] ||
                sscanf(line + 6, "%x %x %7s %x %x %39s", &r.impl, &r.variant, form, &r.first,
                       &r.last, r.name) != 6) {
                bad++;
                continue;
            }
            r.form = strcmp(form, "min") == 0 ? 0 : strcmp(form, "3") == 0 ? 1 : 2;
            ranges[nranges++] = r;
        } else if (strncmp(line, "text\t", 5) == 0) {
            char *name = line + 5, *tab = strchr(name, '\t');
            if (!tab) {
                bad++;
                continue;
            }
            *tab = 0;
            char *text = tab + 1;
            cescape_undo(text);
            const char *got = mca_a64_cpu_name_from_cpuinfo(text, strlen(text));
            texts++;
            if (strcmp(got, name) != 0 && texts_wrong++ < 5)
                printf("# text %u: LLVM 22 %s, a64-host %s\n", texts, name, got);
        } else {
            bad++;
        }
    }
    fclose(f);
    tap_ok(bad == 0 && nranges > 100 && texts > 1000, "well-formed rows: ranges and texts");
    tap_ok(texts_wrong == 0, "whole cpuinfo texts: LLVM 22's answer on every one");

    /* Every implementer, part and spelling; what no range names is generic. */
    unsigned tried = 0, wrong = 0;
    char text[512], part[16];
    for (unsigned impl = 0; impl < 256; impl++) {
        unsigned variants = impl == 0x53 ? 16 : 1;
        for (unsigned variant = 0; variant < variants; variant++)
            for (unsigned form = 0; form < 3; form++) {
                static const char *want[0x1000];
                for (unsigned p = 0; p < 0x1000; p++)
                    want[p] = "generic";
                for (size_t i = 0; i < nranges; i++)
                    if (ranges[i].impl == impl && ranges[i].variant == variant &&
                        ranges[i].form == form)
                        for (unsigned p = ranges[i].first; p <= ranges[i].last && p < 0x1000; p++)
                            want[p] = ranges[i].name;
                for (unsigned p = 0; p < 0x1000; p++) {
                    snprintf(part, sizeof part, forms[form], p);
                    one_core(text, sizeof text, impl, variant, part);
                    const char *got = mca_a64_cpu_name_from_cpuinfo(text, strlen(text));
                    tried++;
                    if (strcmp(got, want[p]) != 0 && wrong++ < 5)
                        printf("# implementer %#x variant %u part %s: LLVM 22 %s, a64-host %s\n",
                               impl, variant, part, want[p], got);
                }
            }
    }
    printf("# %u single-core texts\n", tried);
    tap_ok(wrong == 0, "every implementer, variant and part spelling: LLVM 22's answer");

#ifdef __linux__
    char *read = mca_read_cpuinfo_name(whole_cpuinfo);
    tap_is_str(read ? read : "", "read", "/proc/cpuinfo read whole (it has no size)");
    free(read);
#endif

    /* This machine: a name on AArch64 Linux, NULL elsewhere. */
    char *mine = mca_a64_host_cpu();
#if defined(__aarch64__) && defined(__linux__)
    tap_ok(mine != NULL, "AArch64 Linux host: a name");
#else
    tap_ok(mine == NULL, "not an AArch64 Linux host: NULL");
#endif
    free(mine);
    return tap_done();
}
