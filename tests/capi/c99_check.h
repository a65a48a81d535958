/* Checks and small helpers for c99_smoke.c (C99, one translation unit). */
#ifndef BGB_TESTS_C99_CHECK_H
#define BGB_TESTS_C99_CHECK_H

#include <bgb/bgb.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int g_failures = 0;
static int g_checks = 0;

#define CHECK(cond)                                                                          \
  do {                                                                                       \
    ++g_checks;                                                                              \
    if (!(cond)) {                                                                           \
      ++g_failures;                                                                          \
      fprintf(stderr, "%s:%d: CHECK failed: %s\n  last error: %s\n", __FILE__, __LINE__, #cond, \
              bgb_last_error());                                                             \
    }                                                                                        \
  } while (0)

/* The call must return `want`; on an error status the message must name `fn`. */
#define CHECK_STATUS(call, want, fn)                                                          \
  do {                                                                                        \
    int32_t st_ = (call);                                                                     \
    ++g_checks;                                                                               \
    if (st_ != (want)) {                                                                      \
      ++g_failures;                                                                           \
      fprintf(stderr, "%s:%d: %s returned %d (%s), expected %d (%s)\n  last error: %s\n",     \
              __FILE__, __LINE__, #call, (int)st_, bgb_status_string(st_), (int)(want),      \
              bgb_status_string(want), bgb_last_error());                                    \
    } else if ((want) != BGB_OK) {                                                            \
      CHECK(strncmp(bgb_last_error(), fn ": ", strlen(fn ": ")) == 0);                        \
    }                                                                                         \
  } while (0)

#define CHECK_OK(call) CHECK_STATUS(call, BGB_OK, "")

/* The last error must mention `text`. */
#define CHECK_ERROR_HAS(text) CHECK(strstr(bgb_last_error(), text) != NULL)

/* A growable string for the replay log. */
typedef struct {
  char* data;
  size_t len, cap;
} text_buf;

static void tb_append(text_buf* t, const char* s) {
  const size_t n = strlen(s);
  if (t->len + n + 1 > t->cap) {
    char* p;
    size_t cap = t->cap ? t->cap : 256;
    while (t->len + n + 1 > cap) cap *= 2;
    p = (char*)realloc(t->data, cap);
    if (p == NULL) {
      fprintf(stderr, "out of memory\n");
      exit(2);
    }
    t->data = p;
    t->cap = cap;
  }
  memcpy(t->data + t->len, s, n + 1);
  t->len += n;
}

/* A heap copy of a string result read with the size-query protocol. */
typedef int32_t (*state_text_fn)(const bgb_state*, int32_t, char*, int32_t, int32_t*);
static char* read_state_text(state_text_fn fn, const bgb_state* s, int32_t arg) {
  int32_t len = -1, len2 = -1;
  char* buf;
  if (fn(s, arg, NULL, 0, &len) != BGB_OK || len < 0) return NULL;
  buf = (char*)malloc((size_t)len + 1);
  if (buf == NULL) return NULL;
  if (fn(s, arg, buf, len + 1, &len2) != BGB_OK || len2 != len || buf[len] != '\0') {
    free(buf);
    return NULL;
  }
  return buf;
}

#endif /* BGB_TESTS_C99_CHECK_H */
