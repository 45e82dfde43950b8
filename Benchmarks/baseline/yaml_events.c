/*
 * The floor sheetspec is measured against: read every *.sheet.yaml /
 * *.sheet.yml file under the given paths (one read call each, as sheetspec
 * does) and pull libyaml's events to the end, doing nothing with them.
 *
 *   cc -O2 -o yaml_events yaml_events.c -lyaml
 *   ./yaml_events DIR_OR_FILE...
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static long files, events, failures;

static int is_spec(const char *name) {
    size_t n = strlen(name);
    return (n > 11 && strcmp(name + n - 11, ".sheet.yaml") == 0) ||
           (n > 10 && strcmp(name + n - 10, ".sheet.yml") == 0);
}

static void parse_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) { failures++; return; }
    struct stat st;
    fstat(fd, &st);
    unsigned char *buf = malloc((size_t)st.st_size + 1);
    ssize_t got = read(fd, buf, (size_t)st.st_size);
    close(fd);
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, buf, got > 0 ? (size_t)got : 0);
    yaml_event_t event;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) { failures++; break; }
        events++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(buf);
    files++;
}

static void walk(const char *path) {
    struct stat st;
    if (stat(path, &st) != 0) { failures++; return; }
    if (!S_ISDIR(st.st_mode)) { parse_file(path); return; }
    DIR *dir = opendir(path);
    if (!dir) { failures++; return; }
    struct dirent *entry;
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        char child[4096];
        snprintf(child, sizeof child, "%s/%s", path, entry->d_name);
        struct stat cst;
        if (lstat(child, &cst) != 0) continue;
        if (S_ISDIR(cst.st_mode)) walk(child);
        else if (is_spec(entry->d_name)) parse_file(child);
    }
    closedir(dir);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) walk(argv[i]);
    fprintf(stderr, "yaml_events: %ld files, %ld events, %ld failures\n", files, events, failures);
    return failures ? 1 : 0;
}
