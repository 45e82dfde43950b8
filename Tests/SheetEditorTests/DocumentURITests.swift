import SheetEditor
import Testing

/// `file` URIs as editors send them, to paths and back.
struct DocumentURITests {
    @Test func readsThePathOfFileURIs() {
        #expect(DocumentURI.path(of: "file:///tmp/a%20b/c.sheet.yaml") == "/tmp/a b/c.sheet.yaml")
        #expect(DocumentURI.path(of: "file:///tmp/%C3%A9t%c3%a9.sheet.yaml") == "/tmp/été.sheet.yaml")
        #expect(DocumentURI.path(of: "file://localhost/tmp/x") == "/tmp/x")
        #expect(DocumentURI.path(of: "file:/tmp/x") == "/tmp/x")
        #expect(DocumentURI.path(of: "FILE:///tmp/x") == "/tmp/x")
        #expect(DocumentURI.path(of: "file:///tmp/x/") == "/tmp/x")
        #expect(DocumentURI.path(of: "file:///") == "/")
        #expect(DocumentURI.path(of: "file:///tmp/x.yaml?version=2#top") == "/tmp/x.yaml")
    }

    @Test func refusesWhatIsNoLocalFile() {
        #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
        #expect(DocumentURI.path(of: "https://example.com/x.sheet.yaml") == nil)
        #expect(DocumentURI.path(of: "file://server/share/x") == nil)
        #expect(DocumentURI.path(of: "file:relative/x") == nil)
        #expect(DocumentURI.path(of: "file:///tmp/%zz") == nil)
        #expect(DocumentURI.path(of: "file:///tmp/%2") == nil)
        #expect(DocumentURI.path(of: "file:///tmp/a%00b") == nil)
        #expect(DocumentURI.path(of: "file:///tmp/%C3") == nil, "not UTF-8")
        #expect(DocumentURI.path(of: "") == nil)
    }

    @Test func writesPathsWithTheEscapesAPathNeeds() {
        #expect(DocumentURI.uri(of: "/tmp/specs/map-drawer.sheet.yaml") == "file:///tmp/specs/map-drawer.sheet.yaml")
        #expect(DocumentURI.uri(of: "/tmp/a b/é#1?.yaml") == "file:///tmp/a%20b/%C3%A9%231%3F.yaml")
        #expect(DocumentURI.uri(of: "/tmp/100%/x~y@z:(1)") == "file:///tmp/100%25/x~y@z:(1)")
    }

    @Test(arguments: ["/tmp/x.sheet.yaml", "/tmp/a b/é#1?.yaml", "/tmp/100%/😀", "/"])
    func pathsSurviveTheRoundTrip(_ path: String) {
        #expect(DocumentURI.path(of: DocumentURI.uri(of: path)) == path)
    }
}
