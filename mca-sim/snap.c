/* snap: canonical state snapshots (see snap.h). */
#include <config.h>

#include "snap.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

void mca_snap_reset(mca_snap *s, unsigned iid_base, unsigned tick)
{
    s->n = 0;
    s->values = 0;
    s->failed = false;
    s->iid_base = iid_base;
    s->tick = tick;
}

void mca_snap_free(mca_snap *s)
{
    free(s->b);
    memset(s, 0, sizeof *s);
}

bool mca_snap_grow(mca_snap *s, size_t len)
{
    if (s->failed)
        return false;
    if (s->n + len <= s->cap)
        return true;
    size_t cap = s->cap ? s->cap * 2 : 4096;
    while (cap < s->n + len)
        cap *= 2;
    uint8_t *nb = realloc(s->b, cap);
    if (!nb) {
        s->failed = true;
        return false;
    }
    s->b = nb;
    s->cap = cap;
    return true;
}

void mca_snap_put(mca_snap *s, const void *p, size_t len)
{
    if (!mca_snap_grow(s, len))
        return;
    memcpy(s->b + s->n, p, len);
    s->n += len;
}

void mca_snap_put_u32(mca_snap *s, uint32_t v)
{
    uint8_t b[1 + sizeof v];
    size_t n = 1;
    if (v < 0x80) {
        b[0] = (uint8_t)v;
    } else {
        b[0] = 0x80;
        memcpy(b + 1, &v, sizeof v);
        n += sizeof v;
    }
    mca_snap_put(s, b, n);
}

void mca_snap_iid(mca_snap *s, unsigned iid)
{
    mca_snap_u32(s, s->iid_base - iid);
}

void mca_snap_countdown(mca_snap *s, int base, unsigned stamp)
{
    unsigned elapsed = s->tick - stamp;
    int v = base <= 0 ? base : elapsed >= (unsigned)base ? 0 : base - (int)elapsed;
    mca_snap_u32(s, (uint32_t)v);
}

void mca_snap_tick(mca_snap *s, unsigned t)
{
    mca_snap_u32(s, t == UINT_MAX ? UINT_MAX : t > s->tick ? t - s->tick : 0);
}

/* FNV-1a over 64-bit words, then a final mix: a collision only costs a
 * byte comparison (ff.c never trusts the hash alone). */
uint64_t mca_snap_hash(const mca_snap *s)
{
    uint64_t h = 0xcbf29ce484222325ull;
    size_t k = 0;
    for (; k + 8 <= s->n; k += 8) {
        uint64_t w;
        memcpy(&w, s->b + k, 8);
        h = (h ^ w) * 0x100000001b3ull;
    }
    for (; k < s->n; k++)
        h = (h ^ s->b[k]) * 0x100000001b3ull;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

bool mca_snap_equal(const mca_snap *a, const mca_snap *b)
{
    return !a->failed && !b->failed && a->n == b->n && memcmp(a->b, b->b, a->n) == 0;
}

bool mca_snap_copy(mca_snap *dst, const mca_snap *src)
{
    mca_snap_reset(dst, src->iid_base, src->tick);
    mca_snap_put(dst, src->b, src->n);
    dst->values = src->values;
    dst->failed |= src->failed;
    return !dst->failed;
}
