/**
 * The admin area's content through the real server, on each
 * database: blog posts (a draft is not public; published it is on the blog
 * at once; unpublished it is gone), sanitised bodies, FAQs (edit, reorder,
 * remove: the public page follows at once), a policy page, the footer (its
 * kept public read is dropped at once), comment moderation (a hidden comment
 * leaves the public post), every form's refusals naming the fields, and the
 * audit rows with the record before and after. Learners and agents are
 * refused every call by the generic admin suite (admin-suite.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEMO_AGENT } from "../../../server/account/seed-demo-agent.ts"
import { CONTENT_MESSAGES } from "../../../src/domain/admin/content-rules.ts"
import { ADMINS_ONLY_MESSAGE } from "../../../src/api/shared/security.ts"
import { accountsClient, type AccountsClient, API, LOOSE_ADDRESS_LIMITS } from "./accounts-client.ts"
import { ADMIN_API, adminClient, type AdminClient } from "./admin-client.ts"
import { startTestServer, type TestDatabase, type TestServer } from "./test-server.ts"

const CONTENT = `${ADMIN_API}/content`

interface Issue {
  path: string
  message: string
}
interface Refusal {
  message: string
  issues?: Array<Issue>
}
interface AdminPost {
  _id: string
  title: string
  excerpt: string
  authorName: string
  tags: Array<string>
  status: "draft" | "scheduled" | "published"
  publishedAt: string | null
  bodyHtml: string
  commentCount: number
  hiddenCommentCount: number
}
interface Faq {
  _id: string
  group: string
  question: string
  answerHtml: string
  position: number
}
interface PublicCard {
  _id: string
  title: string
  commentCount: number
}
interface PublicComment {
  _id: string
  comment: string
}
interface AuditRow {
  action: string
  entity: string
  entity_id: string
  summary: string
  before: string | null
  after: string | null
}

const DRAFT = {
  title: "Five habits of candidates who pass first time",
  excerpt: "What the learners who pass on their first attempt do differently.",
  bodyHtml: "<h2>Plan</h2><p>Book the exam <strong>first</strong>, then work back from the date.</p>",
  authorName: "Priya Raman",
  tags: ["study tips", "Study Tips", " planning "]
}

const FOOTER = {
  address: "12 Exam Lane, Springfield",
  email: "hello@examready.example",
  phone: "+1 (555) 010-2030",
  follow_on_twitter: "https://twitter.com/examready_new",
  follow_on_facebook: "https://facebook.com/examready_new",
  follow_on_linkdin: "https://linkedin.com/company/examready_new"
}

const issuePaths = (body: Refusal) => (body.issues ?? []).map((issue) => issue.path).sort()
const issueOf = (body: Refusal, path: string) => body.issues?.find((issue) => issue.path === path)?.message

export const describeAdminContent = (label: string, database: () => TestDatabase) =>
  describe(`the admin area's content on ${label}`, () => {
    let server: TestServer
    let client: AccountsClient
    let admin: AdminClient

    beforeAll(async () => {
      server = await startTestServer(database(), { rateLimits: LOOSE_ADDRESS_LIMITS })
      client = accountsClient(server)
      admin = adminClient(client)
    })
    afterAll(async () => {
      await server?.close()
    })

    const auditRows = (entity: string, entityId: string) =>
      server.query<AuditRow>(
        "SELECT action, entity, entity_id, summary, before::text AS before, after::text AS after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id",
        [entity, entityId]
      )
    const publicBlog = async () =>
      (await client.post<{ data: { docs: Array<PublicCard>; total: number } }>(`${API}/blog/pagin`, { page: 1, perPage: 100 })).body.data
    const publicPost = (id: string) =>
      client.get<{ data: { title: string; bodyHtml: string; comments: Array<PublicComment> }; message?: string }>(`${API}/blog/get/${id}`)

    it("refuses a learner and an agent (403, the operators' sentence) a content call", async () => {
      const learner = await client.sharedLearner("admin-content-refused")
      const agent = (await client.login(DEMO_AGENT.email, DEMO_AGENT.password)).body.token
      for (const token of [learner.token, agent]) {
        const answer = await client.call("PUT", `${CONTENT}/footer`, FOOTER, { token })
        expect(answer.status).toBe(403)
        expect(answer.body).toMatchObject({ message: ADMINS_ONLY_MESSAGE })
      }
    })

    it("refuses an empty post form with one issue per field, in the rules' words", async () => {
      const answer = await admin.post<Refusal>(`${CONTENT}/posts`, { title: " ", excerpt: "", bodyHtml: "<p> </p>", authorName: "<b></b>", tags: [] })
      expect(answer.status).toBe(400)
      expect(issuePaths(answer.body)).toEqual(["authorName", "bodyHtml", "excerpt", "title"])
      expect(issueOf(answer.body, "title")).toBe(CONTENT_MESSAGES.titleRequired)
      expect(issueOf(answer.body, "excerpt")).toBe(CONTENT_MESSAGES.excerptRequired)
      expect(issueOf(answer.body, "bodyHtml")).toBe(CONTENT_MESSAGES.bodyRequired)
      expect(issueOf(answer.body, "authorName")).toBe(CONTENT_MESSAGES.authorRequired)
      expect(answer.body.message).toBe(CONTENT_MESSAGES.severalFields)

      const long = await admin.post<Refusal>(`${CONTENT}/posts`, { ...DRAFT, title: "x".repeat(151), tags: ["y".repeat(41)] })
      expect(long.status).toBe(400)
      expect(issuePaths(long.body)).toEqual(["tags.0", "title"])
      expect(issueOf(long.body, "tags.0")).toBe(CONTENT_MESSAGES.tagTooLong)

      const missing = await admin.post<Refusal>(`${CONTENT}/posts`, { title: "Only a title" })
      expect(missing.status).toBe(400)
      expect(missing.body.issues?.length).toBeGreaterThan(0)
    })

    it("stores and serves a post body without script or event handlers, and refuses one left with no text", async () => {
      const dirty = await admin.post<{ data: AdminPost }>(`${CONTENT}/posts`, {
        ...DRAFT,
        title: "Sanitised post",
        bodyHtml: `<p onclick="steal()">Safe words</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>`
      })
      expect(dirty.status).toBe(200)
      const id = dirty.body.data._id
      for (const html of [dirty.body.data.bodyHtml, (await admin.get<{ data: AdminPost }>(`${CONTENT}/posts/${id}`)).body.data.bodyHtml]) {
        expect(html).toContain("Safe words")
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i)
      }
      const [row] = await server.query<{ body_html: string }>("SELECT body_html FROM blog_posts WHERE id = $1", [id])
      expect(row!.body_html).not.toMatch(/<script|onerror|onclick|javascript:/i)
      expect((await admin.post(`${CONTENT}/posts/${id}/publish`)).status).toBe(200)
      const served = await publicPost(id)
      expect(served.body.data.bodyHtml).not.toMatch(/<script|onerror|onclick|javascript:/i)

      const onlyScript = await admin.post<Refusal>(`${CONTENT}/posts`, { ...DRAFT, bodyHtml: "<script>alert('x')</script>" })
      expect(onlyScript.status).toBe(400)
      expect(issuePaths(onlyScript.body)).toEqual(["bodyHtml"])
    })

    it("writes a draft readers cannot see, publishes it onto the public blog at once, unpublishes it off again, each audited", async () => {
      const before = await publicBlog()
      const created = await admin.post<{ message: string; data: AdminPost }>(`${CONTENT}/posts`, DRAFT)
      expect(created.status).toBe(200)
      const post = created.body.data
      expect(post).toMatchObject({ title: DRAFT.title, status: "draft", publishedAt: null, tags: ["study tips", "planning"] })
      expect(created.body.message).toContain("draft")
      expect((await publicBlog()).total).toBe(before.total)
      expect((await publicPost(post._id)).status).toBe(404)

      const published = await admin.post<{ message: string; data: AdminPost }>(`${CONTENT}/posts/${post._id}/publish`)
      expect(published.status).toBe(200)
      expect(published.body.data.status).toBe("published")
      const blog = await publicBlog()
      expect(blog.total).toBe(before.total + 1)
      expect(blog.docs[0]).toMatchObject({ _id: post._id, title: DRAFT.title })
      expect((await publicPost(post._id)).body.data.title).toBe(DRAFT.title)
      expect((await admin.post<Refusal>(`${CONTENT}/posts/${post._id}/publish`)).status).toBe(409)

      const edited = await admin.call<{ data: AdminPost }>("PUT", `${CONTENT}/posts/${post._id}`, { ...DRAFT, title: "Six habits of candidates who pass" })
      expect(edited.status).toBe(200)
      expect((await publicPost(post._id)).body.data.title).toBe("Six habits of candidates who pass")

      const unpublished = await admin.post<{ data: AdminPost }>(`${CONTENT}/posts/${post._id}/unpublish`)
      expect(unpublished.status).toBe(200)
      expect(unpublished.body.data).toMatchObject({ status: "draft", publishedAt: null })
      expect((await publicBlog()).docs.some((card) => card._id === post._id)).toBe(false)
      expect((await publicPost(post._id)).status).toBe(404)
      expect((await admin.post(`${CONTENT}/posts/${post._id}/unpublish`)).status).toBe(409)

      const list = await admin.post<{ data: { docs: Array<AdminPost>; total: number } }>(`${CONTENT}/posts/pagin`, { page: 1, perPage: 5 })
      expect(list.body.data.docs[0]).toMatchObject({ _id: post._id, status: "draft" })
      expect(list.body.data.total).toBeGreaterThanOrEqual(before.total + 1)

      const rows = await auditRows("blog-post", post._id)
      expect(rows.map((row) => row.action)).toEqual(["create", "publish", "update", "unpublish"])
      expect(rows[0]!.before).toBeNull()
      expect(JSON.parse(rows[1]!.before!)).toMatchObject({ status: "draft" })
      expect(JSON.parse(rows[1]!.after!)).toMatchObject({ status: "published" })
      expect(JSON.parse(rows[2]!.before!)).toMatchObject({ title: DRAFT.title })
      expect(JSON.parse(rows[2]!.after!)).toMatchObject({ title: "Six habits of candidates who pass" })

      const removed = await admin.call<{ message: string }>("DELETE", `${CONTENT}/posts/${post._id}`)
      expect(removed.status).toBe(200)
      expect((await admin.get(`${CONTENT}/posts/${post._id}`)).status).toBe(404)
      const last = (await auditRows("blog-post", post._id)).at(-1)!
      expect(last.action).toBe("remove")
      expect(last.after).toBeNull()
      expect(JSON.parse(last.before!)).toMatchObject({ _id: post._id })
    })

    it("answers 404 for a post, FAQ, comment or page that does not exist", async () => {
      expect((await admin.get(`${CONTENT}/posts/no-such-post`)).status).toBe(404)
      expect((await admin.call("PUT", `${CONTENT}/faqs/no-such-faq`, { group: "G", question: "Q?", answerHtml: "<p>A</p>" })).status).toBe(404)
      expect((await admin.post(`${CONTENT}/comments/no-such-comment/hide`)).status).toBe(404)
      expect((await admin.get(`${CONTENT}/pages/contact-us`)).status).toBe(404)
    })

    it("adds, edits, reorders and removes FAQs, and the public FAQ page follows at once", async () => {
      const publicFaqs = async () =>
        (
          await client.get<{ data: Array<{ name: string; faqs: Array<{ _id: string; question: string; answerHtml: string }> }> }>(`${API}/pages/faqs`)
        ).body.data.flatMap((group) => group.faqs)

      const refused = await admin.post<Refusal>(`${CONTENT}/faqs`, { group: "", question: "", answerHtml: "" })
      expect(refused.status).toBe(400)
      expect(issuePaths(refused.body)).toEqual(["answerHtml", "group", "question"])
      expect(issueOf(refused.body, "question")).toBe(CONTENT_MESSAGES.questionRequired)

      const created = await admin.post<{ data: Faq }>(`${CONTENT}/faqs`, {
        group: "Payments",
        question: "Can I pay by invoice?",
        answerHtml: "<p>Yes, <em>on request</em>.</p><script>x()</script>"
      })
      expect(created.status).toBe(200)
      const faq = created.body.data
      expect(faq.answerHtml).toBe("<p>Yes, <em>on request</em>.</p>")
      expect((await publicFaqs()).some((each) => each._id === faq._id && each.question === "Can I pay by invoice?")).toBe(true)

      const edited = await admin.call<{ data: Faq }>("PUT", `${CONTENT}/faqs/${faq._id}`, {
        group: "Payments",
        question: "Can I pay by bank transfer?",
        answerHtml: "<p>Yes.</p>"
      })
      expect(edited.status).toBe(200)
      expect((await publicFaqs()).find((each) => each._id === faq._id)?.question).toBe("Can I pay by bank transfer?")

      const all = (await admin.get<{ data: Array<Faq> }>(`${CONTENT}/faqs`)).body.data
      expect(all.at(-1)!._id).toBe(faq._id)
      const reordered = [faq._id, ...all.filter((each) => each._id !== faq._id).map((each) => each._id)]
      const ordered = await admin.post<{ message: string; data: Array<Faq> }>(`${CONTENT}/faqs/reorder`, { ids: reordered })
      expect(ordered.status).toBe(200)
      expect(ordered.body.data.map((each) => each._id)).toEqual(reordered)
      expect(ordered.body.data[0]!.position).toBe(1)
      expect((await publicFaqs())[0]!._id).toBe(faq._id)

      expect((await admin.post<Refusal>(`${CONTENT}/faqs/reorder`, { ids: [faq._id, faq._id] })).status).toBe(400)
      expect((await admin.post<Refusal>(`${CONTENT}/faqs/reorder`, { ids: reordered.slice(1) })).status).toBe(409)

      expect((await admin.call("DELETE", `${CONTENT}/faqs/${faq._id}`)).status).toBe(200)
      expect((await publicFaqs()).some((each) => each._id === faq._id)).toBe(false)

      const rows = await auditRows("faq", faq._id)
      expect(rows.map((row) => row.action)).toEqual(["create", "update", "remove"])
      expect(JSON.parse(rows[1]!.before!)).toMatchObject({ question: "Can I pay by invoice?" })
      expect(JSON.parse(rows[1]!.after!)).toMatchObject({ question: "Can I pay by bank transfer?" })
      const order = await auditRows("faq", "order")
      expect(order).toHaveLength(1)
      expect(JSON.parse(order[0]!.after!)).toEqual(reordered)
    })

    it("edits a policy page: the public page answers the new text at once, audited", async () => {
      const pages = await admin.get<{ data: Array<{ slug: string }> }>(`${CONTENT}/pages`)
      expect(pages.body.data.map((page) => page.slug).sort()).toEqual(["about", "privacy-policy", "refund-policy", "terms-condition"])
      const refused = await admin.call<Refusal>("PUT", `${CONTENT}/pages/refund-policy`, { title: "", bodyHtml: "<script>x</script>" })
      expect(refused.status).toBe(400)
      expect(issuePaths(refused.body)).toEqual(["bodyHtml", "title"])

      const before = (await client.get<{ data: { title: string } }>(`${API}/pages/get/refund-policy`)).body.data
      const saved = await admin.call<{ data: { title: string; bodyHtml: string } }>("PUT", `${CONTENT}/pages/refund-policy`, {
        title: "Refund policy (2027)",
        bodyHtml: "<h2>Within 14 days</h2><p>Ask us and we refund you.</p>"
      })
      expect(saved.status).toBe(200)
      const served = (await client.get<{ data: { title: string; bodyHtml: string } }>(`${API}/pages/get/refund-policy`)).body.data
      expect(served).toMatchObject({ title: "Refund policy (2027)", bodyHtml: "<h2>Within 14 days</h2><p>Ask us and we refund you.</p>" })
      const rows = await auditRows("page", "refund-policy")
      expect(rows.map((row) => row.action)).toEqual(["update"])
      expect(JSON.parse(rows[0]!.before!)).toMatchObject({ title: before.title })
      expect(JSON.parse(rows[0]!.after!)).toMatchObject({ title: "Refund policy (2027)" })
    })

    it("edits the footer: the kept public read answers the new footer at once, audited", async () => {
      const publicFooter = () => client.get<{ data: { section: typeof FOOTER } }>(`${API}/pages/footer/getAll`)
      // Read twice: the second answer comes from the kept read.
      const old = (await publicFooter()).body.data.section
      expect((await publicFooter()).body.data.section).toEqual(old)

      const refused = await admin.call<Refusal>("PUT", `${CONTENT}/footer`, {
        address: "",
        email: "not-an-address",
        phone: "call us",
        follow_on_twitter: "twitter.com/x",
        follow_on_facebook: "http://facebook.com/x",
        follow_on_linkdin: ""
      })
      expect(refused.status).toBe(400)
      expect(issuePaths(refused.body)).toEqual(["address", "email", "follow_on_facebook", "follow_on_linkdin", "follow_on_twitter", "phone"])
      expect(issueOf(refused.body, "email")).toBe(CONTENT_MESSAGES.emailInvalid)
      expect(issueOf(refused.body, "phone")).toBe(CONTENT_MESSAGES.phoneInvalid)
      expect(issueOf(refused.body, "follow_on_twitter")).toBe(CONTENT_MESSAGES.linkInvalid("Twitter"))
      expect(issueOf(refused.body, "follow_on_linkdin")).toBe(CONTENT_MESSAGES.linkRequired("LinkedIn"))
      expect((await publicFooter()).body.data.section).toEqual(old)

      const saved = await admin.call<{ message: string; data: typeof FOOTER }>("PUT", `${CONTENT}/footer`, FOOTER)
      expect(saved.status).toBe(200)
      expect((await publicFooter()).body.data.section).toEqual(FOOTER)
      expect((await admin.get<{ data: typeof FOOTER }>(`${CONTENT}/footer`)).body.data).toEqual(FOOTER)
      const rows = await auditRows("footer", "footer")
      expect(rows).toHaveLength(1)
      expect(JSON.parse(rows[0]!.before!)).toEqual(old)
      expect(JSON.parse(rows[0]!.after!)).toEqual(FOOTER)
    })

    it("hides a comment from the public post (and its count), shows it again, removes it, each audited", async () => {
      const blog = await publicBlog()
      const card = blog.docs.at(-1)!
      const learner = await client.newLearner("commenter")
      const added = await client.post<{ data: PublicComment }>(
        `${API}/comment/add`,
        { blogId: card._id, comment: "Buy cheap dumps at spam.example" },
        { token: learner.token }
      )
      expect(added.status).toBe(200)
      const commentId = added.body.data._id

      const listed = await admin.post<{ data: { docs: Array<{ _id: string; hidden: boolean; postTitle: string }> } }>(`${CONTENT}/comments/pagin`, {
        page: 1,
        perPage: 10,
        blogId: card._id
      })
      expect(listed.body.data.docs[0]).toMatchObject({ _id: commentId, hidden: false, postTitle: card.title })
      const countBefore = (await publicBlog()).docs.find((each) => each._id === card._id)!.commentCount

      const hidden = await admin.post<{ data: { hidden: boolean } }>(`${CONTENT}/comments/${commentId}/hide`)
      expect(hidden.status).toBe(200)
      expect(hidden.body.data.hidden).toBe(true)
      expect((await publicPost(card._id)).body.data.comments.some((each) => each._id === commentId)).toBe(false)
      expect((await publicBlog()).docs.find((each) => each._id === card._id)!.commentCount).toBe(countBefore - 1)
      const liked = await client.get(`${API}/comment/likeComment?commentId=${commentId}`, { token: learner.token })
      expect(liked.status).toBe(404)
      expect((await admin.post(`${CONTENT}/comments/${commentId}/hide`)).status).toBe(409)
      const onlyHidden = await admin.post<{ data: { docs: Array<{ _id: string }> } }>(`${CONTENT}/comments/pagin`, {
        page: 1,
        perPage: 100,
        visibility: "hidden"
      })
      expect(onlyHidden.body.data.docs.map((each) => each._id)).toContain(commentId)

      expect((await admin.post(`${CONTENT}/comments/${commentId}/show`)).status).toBe(200)
      expect((await publicPost(card._id)).body.data.comments.some((each) => each._id === commentId)).toBe(true)

      expect((await admin.call("DELETE", `${CONTENT}/comments/${commentId}`)).status).toBe(200)
      expect((await publicPost(card._id)).body.data.comments.some((each) => each._id === commentId)).toBe(false)

      const rows = await auditRows("comment", commentId)
      expect(rows.map((row) => row.action)).toEqual(["hide", "show", "remove"])
      expect(JSON.parse(rows[0]!.before!)).toMatchObject({ hidden: false })
      expect(JSON.parse(rows[0]!.after!)).toMatchObject({ hidden: true })
      expect(rows[2]!.after).toBeNull()

      const badPaging = await admin.post<Refusal>(`${CONTENT}/comments/pagin`, { page: 0, perPage: 10 })
      expect(badPaging.status).toBe(400)
    })

    it("isolates the commenter's name in the audit line: a name stored with a right-to-left override before the rule cannot turn the line around", async () => {
      const card = (await publicBlog()).docs.at(-1)!
      const learner = await client.newLearner("spoofing-commenter")
      const added = await client.post<{ data: PublicComment }>(`${API}/comment/add`, { blogId: card._id, comment: "Nice post" }, { token: learner.token })
      expect(added.status).toBe(200)
      await server.query("UPDATE users SET name = $1 WHERE lower(email) = lower($2)", ["Ann \u202e001$", learner.email])
      expect((await admin.post(`${CONTENT}/comments/${added.body.data._id}/hide`)).status).toBe(200)
      const [row] = await auditRows("comment", added.body.data._id)
      expect(row!.summary.startsWith('Comment by \u2068Ann 001$\u2069 on "\u2068')).toBe(true)
      expect(row!.summary).not.toContain("\u202e")
    })
  })
