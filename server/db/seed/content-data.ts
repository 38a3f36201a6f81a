/**
 * Demo content for the blog, the FAQs and the content pages, as plain typed
 * data with no imports.
 *
 * Everything here is ORIGINAL demo content written for this project. The
 * authors, commenters and the company details are fictional (the address,
 * email and phone match the demo footer in catalogue-data.ts); the vendors
 * named (Nimbus, SecureGuild, Netlane, Sprintwise, Datum Institute …) are
 * the fictional ones of the demo catalogue.
 *
 * The shop's rules the FAQs and policies state, kept consistent everywhere:
 * - access to an exam or package starts at payment and lasts the number of
 *   validity days shown on its page, counted from the purchase date;
 * - practice tests are timed; a test that allows pausing keeps the remaining
 *   time while paused, one that does not keeps counting down;
 * - one coupon per order, entered at checkout;
 * - refund within 7 days of purchase when at most one practice test of the
 *   exam (or of the package's exams together) has been started; duplicates and
 *   faults we cannot fix are refunded whatever the count.
 *
 * The seed step (seed-content.ts) sanitises every rich-text field before it
 * is stored, like any other write.
 */

export interface SeedBlogComment {
  readonly author: string
  /** Plain text. */
  readonly text: string
  /** When it was posted, counted from the post's publication. */
  readonly hoursAfterPost: number
}

export interface SeedBlogPost {
  readonly title: string
  /** Plain text, about two sentences. */
  readonly excerpt: string
  readonly authorName: string
  readonly tags: ReadonlyArray<string>
  /** Publication date relative to the day the demo data is loaded. */
  readonly daysAgo: number
  readonly bodyHtml: string
  /** Oldest first. */
  readonly comments: ReadonlyArray<SeedBlogComment>
}

export interface SeedFaq {
  readonly question: string
  readonly answerHtml: string
}

export interface SeedFaqGroup {
  readonly name: string
  readonly faqs: ReadonlyArray<SeedFaq>
}

export interface SeedContentPage {
  readonly slug: "terms-condition" | "privacy-policy" | "refund-policy" | "about"
  readonly title: string
  readonly bodyHtml: string
}

export const DEMO_BLOG_POSTS: ReadonlyArray<SeedBlogPost> = [
  {
    title: "How to Build a Study Plan That Survives a Busy Week",
    excerpt:
      "Most study plans fail on the first Wednesday that goes wrong. Here is how to build one with slack in it, so a late meeting or a sick child costs you an evening, not your exam date.",
    authorName: "Maya Okafor",
    tags: ["Study skills", "Planning"],
    daysAgo: 3,
    bodyHtml: `
<p>Every learner who has ever booked an exam knows the moment: the plan looked perfect on Sunday night, and by Wednesday it is already two sessions behind. The problem is rarely discipline. It is that the plan assumed a week with no surprises, and weeks like that do not exist.</p>
<h2>Start from the exam date and work backwards</h2>
<p>Put the exam date in your calendar first, then count the weeks you really have. Take the list of exam objectives and give each objective a rough weight: how much of the exam it covers and how comfortable you already are with it. The objectives you know least and that carry the most weight get the earliest slots, while your energy and your margin are both at their highest.</p>
<h2>Plan four sessions, expect three</h2>
<p>If you can usually study four evenings a week, plan the material for three and keep the fourth as a buffer. When the week goes well, the buffer becomes a practice test or a review of weak areas. When it goes badly, it absorbs the missed session and your plan is still on track. This single habit does more for finishing on time than any amount of willpower.</p>
<ul>
<li><strong>Short sessions beat long ones.</strong> Forty-five focused minutes are worth more than a tired three-hour marathon on Saturday.</li>
<li><strong>Decide the topic the day before.</strong> Sitting down and choosing what to study is where many evenings quietly disappear.</li>
<li><strong>End each session with five questions.</strong> A few practice questions on what you just read tell you whether it stuck.</li>
</ul>
<h2>Schedule the practice tests, too</h2>
<p>Practice tests are not a reward for finishing the material. Put a first full test in the plan about a third of the way through, a second one at two thirds, and the last one about a week before the exam. Each result tells you where to spend the next part of the plan, so the plan gets better as you go.</p>
<h2>Review the plan every Sunday</h2>
<p>Spend ten minutes each weekend moving what you missed, checking the buffer and looking at your latest scores per objective. A plan that is adjusted every week survives a hard month. A plan that is never looked at again is just a wish with dates on it.</p>`,
    comments: [
      {
        author: "Tom Hallett",
        text: "The 'plan four, expect three' rule is exactly what I was missing. I kept feeling behind even when I was doing fine.",
        hoursAfterPost: 5
      },
      {
        author: "Aisha Karimi",
        text: "Deciding the topic the day before made a real difference for me. I used to lose half an hour just scrolling through my notes.",
        hoursAfterPost: 19
      },
      {
        author: "Luis Ortega",
        text: "Would you put the first practice test even earlier if the exam is only four weeks away?",
        hoursAfterPost: 30
      },
      {
        author: "Maya Okafor",
        text: "Luis, with four weeks I would take a first test in the first few days. It shows you where you stand before you spend time on topics you already know.",
        hoursAfterPost: 34
      }
    ]
  },
  {
    title: "Exam Day: A Checklist for the Last 24 Hours",
    excerpt:
      "The day before an exam is not the time to learn a new topic. It is the time to protect your sleep, check the practical details and walk in calm.",
    authorName: "Daniel Brennan",
    tags: ["Exam day"],
    daysAgo: 9,
    bodyHtml: `
<p>By the day before the exam, what you know is mostly settled. What you can still change is how rested you are, how much of your attention goes to practical worries, and how calmly you read the first few questions. This checklist is about those three things.</p>
<h2>The day before</h2>
<ul>
<li>Read your confirmation email again: the time, the address or the online proctoring instructions, and the identification you need to bring.</li>
<li>For an online exam, run the provider's system check on the computer and network you will use, and clear the desk the way the rules ask.</li>
<li>Do a light review of your own summary notes, not a full practice test. A bad score the evening before helps nobody.</li>
<li>Stop studying at a fixed time and do something ordinary. Sleep matters more than one more hour of reading.</li>
</ul>
<h2>The morning</h2>
<p>Eat something you know agrees with you, and plan to arrive or log in early. Most test centres want you there at least fifteen minutes before the start; online sessions often open the check-in half an hour ahead. Being rushed at the door costs more points than any single topic.</p>
<h2>The first ten minutes</h2>
<p>Read each question to the end before you look at the answers, and watch for words like <em>most</em>, <em>first</em> and <em>least</em>, which change what is being asked. If the first question feels hard, mark it and move on. Nerves settle after a few answers, and the question will look different when you come back to it.</p>
<h2>If it goes wrong</h2>
<p>A failed attempt is information, not a verdict. Write down the topics that felt weak while they are fresh, and book a review session with a practice test within the week. Many of the learners who pass with the best scores are the ones who needed a second attempt and used the first one well.</p>`,
    comments: [
      {
        author: "Mei Chen",
        text: "Running the system check the day before saved me. My webcam driver needed an update and I would never have found out in time otherwise.",
        hoursAfterPost: 8
      },
      {
        author: "Hannah Brooks",
        text: "Stopping at a fixed time is so hard for me, but I did it for my last exam and felt much sharper in the morning.",
        hoursAfterPost: 27
      },
      {
        author: "Kevin Duarte",
        text: "Good point about words like 'first' and 'least'. I lost at least two questions on my first attempt by answering the wrong question.",
        hoursAfterPost: 52
      }
    ]
  },
  {
    title: "Why Practice Tests Work: Retrieval Beats Rereading",
    excerpt:
      "Rereading your notes feels productive, but pulling an answer out of memory is what makes it stay. A look at why practice tests are one of the best ways to study, not just to check.",
    authorName: "Sofia Lindqvist",
    tags: ["Practice tests", "Learning science"],
    daysAgo: 16,
    bodyHtml: `
<p>Ask a group of learners how they study and most will describe some version of rereading: going through the guide again, highlighting, looking over their notes. It feels like progress because the material becomes familiar. Familiar, unfortunately, is not the same as remembered.</p>
<h2>Remembering is a skill you practise</h2>
<p>Each time you pull a fact or a procedure out of memory, without looking, the path to it gets stronger. Psychologists call this retrieval practice, and it has been studied for decades with the same result: learners who test themselves remember more, and for longer, than learners who spend the same time rereading. The effort of trying to remember is the part that does the work.</p>
<h2>Practice tests also show you what you do not know</h2>
<p>Rereading hides gaps. A practice test exposes them. When you miss a question, you learn two things at once: the right answer, and that this topic needs more attention than you thought. That second piece of information is what lets you spend your study time where it counts.</p>
<ul>
<li>Read the explanation for every question you missed, and for every one you guessed, even if the guess was right.</li>
<li>Write the reason for each mistake in one line: did not know it, misread the question, or ran out of time.</li>
<li>Go back to the same topic a few days later. Spacing the repetitions makes them stick far better than doing them all at once.</li>
</ul>
<h2>Use them early, not only at the end</h2>
<p>Many learners save practice tests for the final week, as a kind of dress rehearsal. They are more useful long before that. A test in the first week shows which objectives you can skim and which need real study; tests along the way tell you whether your plan is working while there is still time to change it.</p>
<h2>Scores are a guide, not a promise</h2>
<p>A good practice score means you are on the right track, not that the exam is won. Treat a result above your target as a reason to keep your routine, and a result below it as a list of things to do next. Either way, the test has done its job.</p>`,
    comments: [
      {
        author: "Arjun Patel",
        text: "Writing one line per mistake is such a simple idea. Half of my errors turned out to be misreading, not missing knowledge.",
        hoursAfterPost: 6
      },
      {
        author: "Ingrid Halvorsen",
        text: "I always felt guilty taking tests before I 'finished' the material. This makes me feel better about it.",
        hoursAfterPost: 22
      },
      {
        author: "Samir Haddad",
        text: "Is there a point where you are just memorising the practice questions instead of the topic?",
        hoursAfterPost: 41
      },
      {
        author: "Sofia Lindqvist",
        text: "Samir, yes, that can happen. If you recognise a question, explain to yourself why each wrong answer is wrong before you answer. If you can do that, you know the topic, not just the question.",
        hoursAfterPost: 46
      },
      {
        author: "Rosa Delgado",
        text: "The tip about reviewing the questions I guessed right was new to me. I had several of those in my last test.",
        hoursAfterPost: 70
      }
    ]
  },
  {
    title: "Time Management Inside a Timed Exam",
    excerpt:
      "Running out of time is one of the most common reasons good candidates fail. A simple pacing method, and how to practise it with timed tests before the real thing.",
    authorName: "Rahul Menon",
    tags: ["Exam day", "Practice tests"],
    daysAgo: 24,
    bodyHtml: `
<p>Some candidates know the material well and still fail, because the last fifteen questions were answered in five minutes or not at all. Pacing is a skill of its own, and like any skill it can be practised before the day it matters.</p>
<h2>Work out your pace before the exam</h2>
<p>Divide the exam time by the number of questions, then take a little off for review at the end. For a 90-minute exam with 60 questions that is one and a half minutes a question; aim for about one minute twenty and you will have around ten minutes spare. Write down where you should be at the quarter marks: question 15 after about 20 minutes, question 30 after 40, and so on.</p>
<h2>The two-pass method</h2>
<ul>
<li><strong>First pass:</strong> answer everything you can answer with reasonable confidence. If a question would take more than twice your average time, choose your best guess, mark it and move on.</li>
<li><strong>Second pass:</strong> return to the marked questions with the time you saved. With the rest of the exam done, you can give them your full attention.</li>
<li><strong>Never leave a blank:</strong> unless the exam says otherwise, an unanswered question scores the same as a wrong one.</li>
</ul>
<h2>Long scenario questions</h2>
<p>For questions with a long scenario, read the actual question at the end first, then the scenario. You will know what you are looking for, and much of the detail turns out to be background you can skim.</p>
<h2>Practise with the clock running</h2>
<p>Untimed practice is useful while you learn a topic, but in the last weeks take full tests with the timer on, in one sitting, without pausing. Check your quarter marks as you go. After a few tests your sense of pace becomes automatic, and on exam day the clock stops being something to fear and becomes something you simply glance at.</p>`,
    comments: [
      {
        author: "Olivia Grant",
        text: "Writing down the quarter marks on the whiteboard at the start of the exam helped me a lot last time. I knew at once when I was falling behind.",
        hoursAfterPost: 12
      },
      {
        author: "Ben Carter",
        text: "Reading the question before the scenario feels backwards but it really works.",
        hoursAfterPost: 35
      },
      {
        author: "Yuki Tanaka",
        text: "I used to pause my practice tests whenever I got tired. Taking them in one sitting was humbling, but my real exam felt much easier because of it.",
        hoursAfterPost: 60
      }
    ]
  },
  {
    title: "Reading the Exam Objectives Like a Map",
    excerpt:
      "The exam objectives are the closest thing you have to the exam itself. How to read them, weigh them and turn them into a checklist you trust.",
    authorName: "Maya Okafor",
    tags: ["Study skills", "Exam objectives"],
    daysAgo: 31,
    bodyHtml: `
<p>Every certification body publishes a list of what its exam covers. It is usually a dry document, and many learners glance at it once and never open it again. That is a mistake: the objectives are the most honest description of the exam you will get.</p>
<h2>Look at the weights first</h2>
<p>Most objective lists give each domain a share of the exam, such as 25% or 15%. Those numbers tell you where the questions are. A domain worth a quarter of the exam deserves roughly a quarter of your time, adjusted for how well you already know it. It sounds obvious, yet it is common to spend weeks on a favourite topic worth a few questions.</p>
<h2>Pay attention to the verbs</h2>
<p>Objectives are written with care. <em>Describe</em> or <em>identify</em> usually means you must recognise a concept. <em>Configure</em>, <em>troubleshoot</em> or <em>design</em> means you will be asked to apply it to a situation, often with several answers that are all partly right. The verb tells you how deep to go.</p>
<h2>Turn the list into a checklist</h2>
<ul>
<li>Copy each objective into a list of your own and rate it from 1 (never heard of it) to 4 (could teach it).</li>
<li>Re-rate after each practice test, using the results per topic rather than your feelings.</li>
<li>Anything still at 1 or 2 two weeks before the exam gets priority over everything else.</li>
</ul>
<h2>Check for a new version</h2>
<p>Exams are revised. Before you start, make sure the objectives you are reading match the exam code you will sit, and that your study material covers the same version. At ExamReady each question bank carries a version label, so you can see how recently it was reviewed.</p>`,
    comments: [
      {
        author: "Chris Morgan",
        text: "The point about verbs is great. 'Troubleshoot' objectives were exactly where I struggled on my networking exam.",
        hoursAfterPost: 9
      },
      {
        author: "Nadia Petrova",
        text: "Rating each objective from 1 to 4 turned a scary document into something I could actually work through. Thank you!",
        hoursAfterPost: 28
      }
    ]
  },
  {
    title: "Shared Responsibility in the Cloud, Explained with a Rented Flat",
    excerpt:
      "Who secures what in the cloud is one of the most tested ideas in every cloud exam. A simple comparison with renting a flat makes the split easy to remember.",
    authorName: "Grace Whitaker",
    tags: ["Cloud", "Security"],
    daysAgo: 39,
    bodyHtml: `
<p>Whether you are preparing for a Nimbus Cloud exam or any other cloud certification, you will meet the shared responsibility model early and often. The idea is simple: the provider secures some things, you secure others. The questions get tricky because the line moves depending on the kind of service.</p>
<h2>The rented flat</h2>
<p>Think of renting a flat. The landlord is responsible for the building: the foundations, the roof, the front door of the block and the wiring in the walls. You are responsible for what happens inside your flat: who you give a key to, whether you lock the door, and what you keep on the table by the window.</p>
<p>In the cloud, the provider looks after the physical data centres, the hardware and the core network. You look after your data, your user accounts and their permissions, and how you configure the services you use.</p>
<h2>Furnished or unfurnished</h2>
<ul>
<li><strong>Virtual machines</strong> are an unfurnished flat. You patch the operating system, configure the firewall and install everything yourself.</li>
<li><strong>Managed platforms</strong>, such as a managed database, are a furnished flat. The provider maintains the furniture, in this case the operating system and database software, while you still decide who gets in.</li>
<li><strong>Software as a service</strong> is a hotel room. Almost everything is looked after for you, except your own belongings and the key card you hand out.</li>
</ul>
<h2>What never moves</h2>
<p>Whatever the service, two things stay yours: your data and your identities. The provider will never decide who should be allowed to read your storage or how strong your passwords must be. Exam questions love to test this, often by describing a breach caused by a misconfigured permission and asking whose responsibility it was. The answer is almost always the customer's.</p>
<h2>How to practise</h2>
<p>When you answer a practice question on this topic, first decide what kind of service the scenario uses, then draw the line. Once the line is clear, most of these questions answer themselves.</p>`,
    comments: [
      {
        author: "Liam O'Connor",
        text: "The hotel room comparison for SaaS finally made it click for me.",
        hoursAfterPost: 4
      },
      {
        author: "Fatima Zahra",
        text: "Would a managed container service count as furnished or unfurnished in this picture?",
        hoursAfterPost: 26
      },
      {
        author: "Grace Whitaker",
        text: "Fatima, somewhere in between: the provider runs the control plane, but you are still responsible for your container images and what runs inside them. Think furnished flat where you bring your own kitchen.",
        hoursAfterPost: 31
      },
      {
        author: "Emma Schultz",
        text: "Sharing this with my study group. We argued about this for an entire evening last week.",
        hoursAfterPost: 50
      }
    ]
  },
  {
    title: "Least Privilege Without the Headaches",
    excerpt:
      "Giving every account only the access it needs is easy to say and hard to do. Practical habits that make least privilege work, and how security exams ask about it.",
    authorName: "Daniel Brennan",
    tags: ["Security"],
    daysAgo: 47,
    bodyHtml: `
<p>Least privilege is the principle that every user, service and process should have the access it needs to do its job, and nothing more. Every security exam tests it, from entry-level SecureGuild certifications to architecture exams. It also turns up in real incidents far more often than exotic attacks do.</p>
<h2>Why it is hard in practice</h2>
<p>Access tends to grow. Someone needs to fix a problem in a hurry and is given broad rights; the problem is fixed and the rights stay. A team member changes roles and keeps the old permissions as well as the new ones. After a year, many accounts can do far more than anyone intended, and nobody is sure which rights are still needed.</p>
<h2>Habits that help</h2>
<ul>
<li><strong>Grant to roles, not people.</strong> Define roles for the jobs that exist and add people to them. Removing someone from a role is easier than auditing a hundred individual grants.</li>
<li><strong>Make elevated access temporary.</strong> Emergency rights should expire on their own after a few hours, with a record of who used them and why.</li>
<li><strong>Review regularly.</strong> A quarterly review in which each team confirms its members' access catches most of the drift.</li>
<li><strong>Separate duties.</strong> The person who approves a payment should not be the one who makes it, and the same goes for deploying and approving code.</li>
</ul>
<h2>How exam questions frame it</h2>
<p>Questions usually describe a situation and offer several ways to grant access. Look for the answer that grants the narrowest permission for the shortest time that still gets the job done. Be wary of answers that solve the problem by adding an account to an administrators group: they work, and they are almost never what the question wants.</p>
<h2>A quick self-test</h2>
<p>For each account you manage at work, ask: if this password leaked today, what could someone do with it? If the honest answer makes you uncomfortable, you have found your first least-privilege project, and a good example to remember in the exam.</p>`,
    comments: [
      {
        author: "Marco Rossi",
        text: "'Access tends to grow' is painfully true. We found a contractor account from three years ago with full admin rights during our last audit.",
        hoursAfterPost: 14
      },
      {
        author: "Hannah Brooks",
        text: "The tip about answers that add someone to an administrators group is spot on. I saw at least three of those in my practice tests.",
        hoursAfterPost: 40
      },
      {
        author: "Oluwaseun Adeyemi",
        text: "Temporary elevated access is something we just introduced at work. It was much less painful than people feared.",
        hoursAfterPost: 75
      }
    ]
  },
  {
    title: "Subnetting Without Tears: A Method You Can Do on Scratch Paper",
    excerpt:
      "Subnetting questions are quick points once you have a method, and a time sink if you do not. A step-by-step approach that needs nothing but a pen.",
    authorName: "Rahul Menon",
    tags: ["Networking"],
    daysAgo: 55,
    bodyHtml: `
<p>Networking exams, including the Netlane associate track, almost always include a few subnetting questions. They are among the most reliable points in the exam if you have a method you trust, and among the most stressful if you try to work them out from first principles under a timer.</p>
<h2>Step 1: the block size</h2>
<p>Find the octet where the mask stops being 255. Subtract the mask value in that octet from 256; the result is the block size. For a mask of 255.255.255.224, that is 256 − 224 = 32. Subnets in that octet start at 0, 32, 64, 96 and so on.</p>
<h2>Step 2: find the subnet</h2>
<p>Take the address you were given and find the largest multiple of the block size that is not bigger than its value in that octet. For 192.168.10.77 with a block size of 32, the multiples are 64 and 96; 77 falls between them, so the subnet is 192.168.10.64.</p>
<h2>Step 3: read off the rest</h2>
<ul>
<li><strong>Broadcast address:</strong> one less than the next subnet, here 192.168.10.95.</li>
<li><strong>Usable hosts:</strong> from the subnet address plus one to the broadcast minus one, here .65 to .94.</li>
<li><strong>Number of hosts:</strong> block size minus two, here 30.</li>
</ul>
<h2>Write the table once</h2>
<p>At the start of the exam, if the rules allow scratch paper or a whiteboard, write down the mask values and their block sizes: 128, 192, 224, 240, 248, 252 and 254 with 128, 64, 32, 16, 8, 4 and 2. It takes under a minute and turns every later question into a lookup.</p>
<h2>Practise until it is boring</h2>
<p>Do ten subnetting questions a day for a week and the method becomes automatic. The goal is not to be clever but to be fast and accurate, so the time you save can go to the long troubleshooting scenarios later in the exam.</p>`,
    comments: [
      {
        author: "Kevin Duarte",
        text: "The block size trick is the only way subnetting ever made sense to me. Ten a day for a week is exactly what got me through.",
        hoursAfterPost: 7
      },
      {
        author: "Yuki Tanaka",
        text: "Does the same method work for the second or third octet, for example a /20?",
        hoursAfterPost: 23
      },
      {
        author: "Rahul Menon",
        text: "Yuki, yes. A /20 is 255.255.240.0, so the block size is 16 in the third octet. Everything else works the same, you just read the third octet instead of the fourth.",
        hoursAfterPost: 29
      }
    ]
  },
  {
    title: "Agile Exam Questions Are About Judgement, Not Vocabulary",
    excerpt:
      "Knowing what a sprint review is will not get you far in an agile exam. The questions test what a good team would do next, and that takes a different kind of preparation.",
    authorName: "Grace Whitaker",
    tags: ["Agile", "Project management"],
    daysAgo: 62,
    bodyHtml: `
<p>Learners preparing for agile certifications, such as the Sprintwise practitioner exams, are often surprised by the questions. They expected definitions and got situations: a stakeholder who wants a change halfway through a sprint, a team that keeps missing its goal, a product owner who is never available. The exam wants to know what you would do.</p>
<h2>The values decide the answer</h2>
<p>When several answers sound reasonable, go back to the values behind agile ways of working: collaboration over rigid process, working results over documents, responding to change over following a plan. The best answer is usually the one that brings people together to solve the problem, rather than the one that escalates it or follows a rule for its own sake.</p>
<h2>Watch out for the manager reflex</h2>
<p>Many wrong answers describe what a traditional project manager might do: assign the work, decide alone, report the problem upwards. In a self-organising team, the first move is usually to make the problem visible and let the team decide how to address it. The coach or scrum master facilitates; they do not command.</p>
<h2>Common situations to practise</h2>
<ul>
<li>A change request in the middle of a sprint: the product owner decides, and the sprint goal is protected unless it has become meaningless.</li>
<li>A team member who is struggling: the team discusses it, often in the retrospective, before anyone goes to a manager.</li>
<li>A missed sprint goal: inspect and adapt in the retrospective; do not simply make the next sprint longer.</li>
</ul>
<h2>How to study for it</h2>
<p>Read the guide, of course, but spend most of your time on scenario questions, and for each one explain why the wrong answers are wrong. If you can say which value each wrong answer breaks, you are thinking the way the exam expects.</p>`,
    comments: [
      {
        author: "Emma Schultz",
        text: "The 'manager reflex' is real. I have been a project manager for ten years and kept choosing the wrong answers at first.",
        hoursAfterPost: 11
      },
      {
        author: "Arjun Patel",
        text: "Explaining which value each wrong answer breaks is a great exercise. It slowed me down at first, but my scores went up.",
        hoursAfterPost: 44
      },
      {
        author: "Luis Ortega",
        text: "Would love a follow-up post on the different roles and where their responsibilities overlap.",
        hoursAfterPost: 80
      }
    ]
  },
  {
    title: "Normalisation, Indexes and the Questions Data Exams Love",
    excerpt:
      "Data certifications return again and again to a few core ideas: how tables are organised, why queries are slow and what an index really costs. A refresher with exam-style examples.",
    authorName: "Sofia Lindqvist",
    tags: ["Data", "Databases"],
    daysAgo: 70,
    bodyHtml: `
<p>Whether you are studying for a Datum Institute analyst certificate or a database administration exam, a handful of ideas keep coming back. They are worth knowing well, because the questions around them are often phrased as small puzzles rather than definitions.</p>
<h2>Normalisation in one sentence each</h2>
<ul>
<li><strong>First normal form:</strong> every column holds a single value, not a list.</li>
<li><strong>Second normal form:</strong> every column depends on the whole key, not only part of it.</li>
<li><strong>Third normal form:</strong> every column depends on the key and nothing else, so no column is derived from another non-key column.</li>
</ul>
<p>Exam questions often show a table with a repeated customer address on every order row and ask what is wrong with it. The answer is an update anomaly: change the address in one row and the table contradicts itself.</p>
<h2>When to break the rules</h2>
<p>Reporting databases are often deliberately denormalised, because reading is far more common than writing and joins cost time. Expect at least one question where the right answer is to keep a copy of the data in a second shape, and be ready to say why that is acceptable there but not in the system that takes orders.</p>
<h2>What an index really costs</h2>
<p>An index makes reading faster and writing slower: every insert and update must change the index too. It also takes space. The classic exam scenario describes a table that is written thousands of times a second and read once a day, with a proposal to add five indexes. The right answer is rarely "add them all".</p>
<h2>Reading a slow query</h2>
<p>When a question asks why a query is slow, look for a filter on a column without an index, a function wrapped around an indexed column, or a join on columns of different types. These three explain most of the slow queries in exams, and a good share of the ones in real life.</p>`,
    comments: [
      {
        author: "Samir Haddad",
        text: "The three reasons for a slow query are a great summary. The function around an indexed column caught me out in a practice test last week.",
        hoursAfterPost: 16
      },
      {
        author: "Rosa Delgado",
        text: "Clear and short. I printed the one-sentence normal forms and stuck them above my desk.",
        hoursAfterPost: 38
      }
    ]
  },
  {
    title: "Reviewing Your Results: Turning a 68% into a Pass",
    excerpt:
      "The minutes after a practice test are the most valuable study time you have. A simple review routine that turns each result into a plan for the next week.",
    authorName: "Maya Okafor",
    tags: ["Practice tests", "Study skills"],
    daysAgo: 78,
    bodyHtml: `
<p>A practice test takes an hour. Reviewing it properly takes another forty minutes, and those forty minutes are where most of the learning happens. Yet many learners glance at the score, feel good or bad about it, and move on to the next test.</p>
<h2>Sort your mistakes</h2>
<p>Go through every question you missed and put it in one of three groups:</p>
<ul>
<li><strong>Did not know:</strong> the topic is a gap. Add it to your study plan for the coming week.</li>
<li><strong>Knew, but misread:</strong> you understood the topic but answered a different question. Practise slowing down on key words.</li>
<li><strong>Ran out of time or rushed:</strong> a pacing problem, not a knowledge problem. Work on your timing with the next test.</li>
</ul>
<p>The groups need different fixes. Rereading a chapter will not help if the real problem was reading the question too fast.</p>
<h2>Look at the topics, not only the total</h2>
<p>A total of 68% can hide a score of 90% in one domain and 40% in another. Your results page shows how you did per topic; the weakest topic with the biggest weight is almost always the best place to spend your next few sessions.</p>
<h2>Retake with a gap</h2>
<p>Taking the same test again the next day mostly measures your memory of the answers. Wait a week, study the weak topics in between, and then retake it or, better still, take a different test from the same exam. A rising score after a gap is real progress.</p>
<h2>Keep a simple log</h2>
<p>One line per test is enough: the date, the score, the two weakest topics and what you will do about them. After a month the log shows a trend, and on a bad day it reminds you how far you have already come.</p>`,
    comments: [
      {
        author: "Olivia Grant",
        text: "My scores were stuck around 70% until I started sorting my mistakes like this. Most of them turned out to be misreading, not gaps.",
        hoursAfterPost: 10
      },
      {
        author: "Tom Hallett",
        text: "The one-line log is a nice idea. I was keeping a huge spreadsheet that I never looked at.",
        hoursAfterPost: 33
      },
      {
        author: "Mei Chen",
        text: "Retaking after a week instead of the next day changed how I think about my scores. Thank you for this.",
        hoursAfterPost: 58
      }
    ]
  },
  {
    title: "Studying While Working Full Time: Lessons from Our Learners",
    excerpt:
      "We asked learners who passed while holding down a full-time job how they made it work. Their answers were practical, honest and surprisingly similar.",
    authorName: "Grace Whitaker",
    tags: ["Study skills", "Motivation"],
    daysAgo: 86,
    bodyHtml: `
<p>Most of the people who prepare for a certification with ExamReady already have a job, and many have families too. We asked a group of learners who passed in the last year how they fitted the study in. None of them had a secret; all of them had routines.</p>
<h2>They studied at the same time every day</h2>
<p>The most common answer was a fixed slot: thirty minutes before work, the lunch break, or the first hour after the children were in bed. A fixed time removes the daily decision about whether to study, and that decision is where motivation tends to leak away.</p>
<h2>They used small pockets of time</h2>
<p>Several learners answered a handful of practice questions on the train or while waiting for a meeting to start. Ten questions a day add up to seventy a week, enough to keep a topic fresh between longer sessions.</p>
<h2>They told people</h2>
<ul>
<li>Telling a manager about the exam often led to support: a quieter week before the exam, or study time counted as training.</li>
<li>Telling family made it easier to protect the study slot without arguments.</li>
<li>Studying with a colleague who was preparing for the same exam kept both of them going through the flat middle weeks.</li>
</ul>
<h2>They accepted bad weeks</h2>
<p>Every learner we spoke to had at least one week where nothing happened: a deadline at work, an illness, a holiday. What mattered was starting again the week after without trying to catch up on everything at once. A plan with a buffer, as we described in an earlier post, makes this much easier.</p>
<h2>They booked the exam</h2>
<p>Finally, almost all of them booked the exam date early. A date in the calendar turned "one day I will get certified" into a project with an end, and made every study session count towards something real.</p>`,
    comments: [
      {
        author: "Chris Morgan",
        text: "Booking the exam early was what finally got me going. Without a date I had been 'preparing' for a year.",
        hoursAfterPost: 13
      },
      {
        author: "Nadia Petrova",
        text: "Telling my manager was the best thing I did. She gave me two quiet days before the exam.",
        hoursAfterPost: 47
      },
      {
        author: "Ben Carter",
        text: "Ten questions on the train every morning is how I passed my last two exams. It really adds up.",
        hoursAfterPost: 66
      },
      {
        author: "Ingrid Halvorsen",
        text: "Nice to read that everyone has bad weeks. I needed to hear that today.",
        hoursAfterPost: 90
      }
    ]
  }
]

export const DEMO_FAQ_GROUPS: ReadonlyArray<SeedFaqGroup> = [
  {
    name: "Buying & access",
    faqs: [
      {
        question: "How do I buy an exam or a package?",
        answerHtml:
          `<p>Open the exam or package page, choose <strong>Add to cart</strong> and go to your cart when you are ready. You need to be signed in to pay. We accept Visa, Mastercard and American Express; the payment is taken once, with no subscription.</p>`
      },
      {
        question: "When does my access start, and how long does it last?",
        answerHtml:
          `<p>Access starts as soon as your payment goes through. Each exam and package page shows its <strong>validity in days</strong>, usually 90 or 180 days, counted from the date of purchase. You will find everything you bought under <strong>My Exams</strong>, with the date your access ends.</p>`
      },
      {
        question: "What is the difference between an exam and a package?",
        answerHtml:
          `<p>An exam gives you the practice tests for one certification exam. A package bundles several related exams, for example the steps of a certification track, at a lower price than buying them one by one. A package has one validity period that covers all of its exams.</p>`
      },
      {
        question: "How do I use a coupon?",
        answerHtml:
          `<p>Enter the coupon code in your cart at checkout and the discount is shown before you pay. One coupon can be used per order. Some coupons need a minimum order amount or cap the discount at a set amount; the cart tells you when a coupon does not apply and why.</p>`
      },
      {
        question: "What happens when my access expires?",
        answerHtml:
          `<p>The exam moves to the <strong>expired</strong> list under My Exams. You can still see your past results, but you cannot start new tests. To continue, buy the exam again; the new validity period starts on the day of that purchase.</p>`
      }
    ]
  },
  {
    name: "Practice tests",
    faqs: [
      {
        question: "How do the practice tests work?",
        answerHtml:
          `<p>Each practice test has a set number of questions and a time limit, both shown before you start. The timer counts down in minutes and seconds at the top of the screen. When the time is up, or when you submit, your answers are scored and you see your result with an explanation for every question.</p>`
      },
      {
        question: "Can I pause a test?",
        answerHtml:
          `<p>Some tests allow pausing and some do not; the test's start page tells you which. While a test is paused the clock stops and your answers are kept, so you can continue later from the same question. A test that cannot be paused keeps counting down, just like the real exam, and is submitted automatically when the time runs out.</p>`
      },
      {
        question: "Are these the real exam questions?",
        answerHtml:
          `<p>No. Every question is written by our own authors to match the published exam objectives, and is reviewed by a second expert. We do not sell copies of real exam questions; apart from breaking the certification bodies' rules, they would not teach you the subject.</p>`
      },
      {
        question: "What does a version label like LT1126 mean?",
        answerHtml:
          `<p>We review our question banks twice a month. <strong>ER</strong> marks a review made in the first half of the month (days 1 to 15) and <strong>LT</strong> one made in the second half, followed by the month and the last two digits of the year. <strong>LT1126</strong> is the version reviewed in the second half of November 2026.</p>`
      },
      {
        question: "How many times can I take a test?",
        answerHtml:
          `<p>As often as you like while your access is valid. Each attempt is kept, so you can compare your results over time and see which topics are improving.</p>`
      }
    ]
  },
  {
    name: "Account",
    faqs: [
      {
        question: "Why do I need to verify my email and phone number?",
        answerHtml:
          `<p>We send a one-time code to your email when you sign up, and to your mobile phone when you add it. Verifying both lets us reach you about your purchases and helps us keep your account safe if you ever need to reset your password.</p>`
      },
      {
        question: "I forgot my password. What should I do?",
        answerHtml:
          `<p>Choose <strong>Forgot password</strong> on the sign-in page and enter your email address. We send you a six-digit code that is valid for 10 minutes; enter it, then choose a new password. Changing your password signs you out on your other devices.</p>`
      },
      {
        question: "Can I change my name or profile picture?",
        answerHtml:
          `<p>Yes. Open your profile to change your name, your phone number or your picture. Pictures can be PNG or JPEG files of up to 1 MB.</p>`
      },
      {
        question: "Can I share my account with a colleague?",
        answerHtml:
          `<p>No. Each account is for one person. If your team needs access, contact us at <a href="mailto:support@examready.example">support@examready.example</a> and we will suggest the best way to set it up.</p>`
      }
    ]
  },
  {
    name: "Refunds",
    faqs: [
      {
        question: "Can I get a refund?",
        answerHtml:
          `<p>Yes, within <strong>7 days</strong> of purchase, as long as you have started <strong>no more than one</strong> practice test of the exam. For a package, the count covers all of its exams together. The full <a href="/refund-policy">refund policy</a> explains the details.</p>`
      },
      {
        question: "How do I ask for a refund?",
        answerHtml:
          `<p>Open a helpdesk ticket from your account, or write to <a href="mailto:support@examready.example">support@examready.example</a> from the email address of your account, and tell us which order you would like refunded. We answer within two working days.</p>`
      },
      {
        question: "How long does a refund take?",
        answerHtml:
          `<p>Once approved, the refund is sent to the card you paid with on the same day. Depending on your bank it usually appears on your statement within 5 to 10 working days. Access to the refunded exam ends when the refund is approved.</p>`
      }
    ]
  }
]

export const DEMO_PAGES: ReadonlyArray<SeedContentPage> = [
  {
    slug: "terms-condition",
    title: "Terms & Conditions",
    bodyHtml: `
<p>These terms apply when you use the ExamReady website and buy practice exams or packages from us. ExamReady is operated by ExamReady Learning, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701, United States ("we", "us"). By creating an account or placing an order you agree to these terms. Please read them together with our <a href="/privacy-policy">Privacy Policy</a> and our <a href="/refund-policy">Refund Policy</a>.</p>
<h2>1. Your account</h2>
<ul>
<li>You need an account to buy exams, take practice tests, comment on the blog and react to posts. You must be at least 16 years old to open one.</li>
<li>The information you give us must be accurate. We ask you to verify your email address and your mobile phone number with one-time codes.</li>
<li>Your account is personal. Keep your password to yourself and do not let anyone else use your account; you are responsible for what happens under it.</li>
<li>If you think someone else has used your account, change your password at once (this signs out your other devices) and tell us at <a href="mailto:support@examready.example">support@examready.example</a>.</li>
</ul>
<h2>2. What we sell</h2>
<p>We sell access to practice tests for certification exams ("exams") and bundles of related exams ("packages"). Each exam and package page describes what is included, such as the number of practice tests, their number of questions and their time limits, together with the price and the validity period.</p>
<p>Our practice questions are written by our own authors to match the exam objectives that certification bodies publish. ExamReady is independent: we are not affiliated with, endorsed by or acting for any certification body, and the names of certifications are used only to describe what our material prepares you for. Buying from us does not register you for any official exam.</p>
<h2>3. Prices, payment and coupons</h2>
<ul>
<li>Prices are shown in US dollars and include any taxes we are required to charge, unless the checkout says otherwise.</li>
<li>Payment is taken in full when you place the order. We accept Visa, Mastercard and American Express through our payment provider; we do not store your full card number.</li>
<li>One coupon can be applied per order. A coupon may require a minimum order amount and may cap the discount; its conditions are shown at checkout. Coupons have no cash value and cannot be applied to an order after it has been paid.</li>
<li>If a price on the site is clearly wrong, we may cancel the order and refund you in full, and we will tell you why.</li>
</ul>
<h2>4. Access and validity</h2>
<p>Your access starts as soon as the payment is confirmed and lasts for the number of days shown on the exam or package page, counted from the date of purchase. During that time you may take the practice tests as often as you like. When the validity period ends, you can still see your past results, but you cannot start new tests unless you buy the exam again.</p>
<p>Some practice tests can be paused and some cannot, as shown before each test. A test that cannot be paused is submitted automatically when its time runs out.</p>
<h2>5. Acceptable use</h2>
<p>You may use the practice tests for your own preparation. You may not:</p>
<ul>
<li>copy, record, publish, sell or share our questions, answers or explanations, in whole or in part;</li>
<li>share your account or let others take tests under it;</li>
<li>use automated tools to access the site, download its content or test its limits;</li>
<li>try to get around the timer, the access periods or any security measure of the site.</li>
</ul>
<p>We may suspend or close an account that breaks these rules. Where the breach is serious, for example the resale of our content, we will not refund the purchases made on that account.</p>
<h2>6. Blog comments</h2>
<p>Comments must be respectful and on topic. Do not post advertising, personal data of others, or material that is unlawful or offensive, and do not share exam content that candidates have agreed to keep confidential. Comments are shown as plain text under your profile name. We may remove comments that break these rules and limit how often comments can be posted.</p>
<h2>7. Our content</h2>
<p>The questions, explanations, articles and design of the site belong to ExamReady Learning or its licensors and are protected by copyright. Buying an exam gives you a personal, non-transferable right to use it during its validity period; it does not transfer any ownership.</p>
<h2>8. No guarantee of results</h2>
<p>We work hard to keep our material accurate and up to date, and each question bank carries the label of its latest review. We cannot guarantee that you will pass a certification exam, and certification bodies may change their exams without notice. If you find a mistake in a question, please tell us through the helpdesk; we review every report.</p>
<h2>9. Liability</h2>
<p>Nothing in these terms limits rights you have under the law that cannot be limited. Otherwise, our total liability to you for any order is limited to the amount you paid for it, and we are not liable for indirect losses such as lost income or the cost of an official exam attempt.</p>
<h2>10. Changes and ending</h2>
<p>We may update these terms; the date at the top of this page shows the latest version, and we will email you about important changes. Changes do not affect orders already paid. You may close your account at any time by contacting us; access you have paid for ends when the account is closed.</p>
<h2>11. Law and contact</h2>
<p>These terms are governed by the laws of the State of Texas, without prejudice to the mandatory consumer protections of the place where you live. Questions about these terms: <a href="mailto:support@examready.example">support@examready.example</a> or (512) 555-0147, Monday to Friday, 9:00 to 17:00 Central Time.</p>`
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    bodyHtml: `
<p>This policy explains what personal data ExamReady Learning, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701 ("we") collects when you use the ExamReady website, why we collect it, how long we keep it and what choices you have. We collect only what we need to run the shop and keep it safe, and we never sell your data.</p>
<h2>1. What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, mobile phone number and, if you add one, your profile picture. Your password is stored only as a salted, one-way hash; nobody at ExamReady can read it.</li>
<li><strong>Purchases:</strong> what you bought, when, the price paid and any coupon used. Card payments are handled by our payment provider; we receive a confirmation and the last four digits of the card, never the full card number.</li>
<li><strong>Learning data:</strong> your test attempts, answers, scores and the time you spent, so that you can see your progress.</li>
<li><strong>Things you write to us:</strong> blog comments, helpdesk tickets and messages sent with the contact form, with the name and email address you give.</li>
<li><strong>Technical data:</strong> the network address your requests come from and the time of sign-in attempts, used to protect accounts against password guessing and to limit abuse of forms. We look up the country of your address to show prices and content for your region; we do not store that lookup.</li>
</ul>
<h2>2. Cookies and browser storage</h2>
<p>We use only what the site needs to work. When you sign in we set a session cookie (<code>sid</code>) that keeps you signed in for up to 30 days and a short-lived access token that your browser sends with each request. We do not use advertising cookies or third-party trackers. If you allow it in your browser, the site may read your approximate location to suggest content for your region; it never asks for it on its own.</p>
<h2>3. Why we use it</h2>
<ul>
<li>to provide what you bought: your account, your access to exams and your results;</li>
<li>to send messages you need, such as verification codes, receipts and answers to your questions;</li>
<li>to keep the service secure, for example by limiting repeated sign-in attempts;</li>
<li>to improve our questions, using results in aggregated form (for example, which questions most learners find unclear).</li>
</ul>
<p>We send newsletters only if you subscribe, and every newsletter tells you how to stop receiving it.</p>
<h2>4. Who we share it with</h2>
<p>We share data only with service providers that help us run the shop, such as our payment provider, our email and SMS providers and our hosting provider, and only what each needs for its task. They may use it only on our instructions. We disclose data to authorities only when the law requires it.</p>
<h2>5. How long we keep it</h2>
<ul>
<li>Account details, purchases and results: for as long as your account exists. Records of purchases are kept for seven years after the sale, as tax law requires.</li>
<li>Contact form messages and helpdesk tickets: two years after the conversation ends.</li>
<li>Verification codes: they expire after 10 minutes and are deleted within a day; counters of sign-in attempts are deleted within a day as well.</li>
<li>Blog comments: until you ask us to remove them or close your account. If your account is closed, your comments stay under the name they were posted with, unless you ask us to delete them.</li>
</ul>
<h2>6. Your choices and rights</h2>
<p>You can see and change your name, phone number and picture in your profile at any time. You can also ask us for a copy of your data, to correct it, or to delete your account and the data linked to it, by writing to <a href="mailto:privacy@examready.example">privacy@examready.example</a>. We answer within 30 days. Depending on where you live, you may also have the right to complain to a data protection authority.</p>
<h2>7. Security</h2>
<p>Connections to the site are encrypted. Passwords are hashed, session secrets are stored only in hashed form, and signing out or changing your password ends your sessions at once. Access to personal data within ExamReady is limited to the staff who need it.</p>
<h2>8. Children</h2>
<p>ExamReady is meant for adults and learners aged 16 and over. We do not knowingly collect data from younger children; if you believe a child has created an account, please tell us and we will delete it.</p>
<h2>9. Changes and contact</h2>
<p>When we change this policy we update the date at the top of the page and, for important changes, email our learners. Questions about privacy: <a href="mailto:privacy@examready.example">privacy@examready.example</a>, or by post to ExamReady Learning, Privacy, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701.</p>`
  },
  {
    slug: "refund-policy",
    title: "Refund Policy",
    bodyHtml: `
<p>We want you to buy with confidence. If an exam or package is not what you expected, you can ask for your money back under the simple rules below. They apply to every purchase on ExamReady, alongside our <a href="/terms-condition">Terms &amp; Conditions</a>.</p>
<h2>1. The 7-day refund</h2>
<p>You can ask for a full refund within <strong>7 days</strong> of the purchase, as long as you have started <strong>no more than one</strong> practice test of the exam. Looking at the exam page and the test descriptions does not count; starting a test does, even if you did not finish it.</p>
<ul>
<li><strong>Packages:</strong> the count covers all the exams in the package together, so you can start one practice test from any of them and still ask for a refund.</li>
<li><strong>Coupons:</strong> we refund the amount you actually paid. A coupon used on a refunded order is not given back, unless the whole order was refunded because of a fault on our side.</li>
<li><strong>Several items in one order:</strong> each exam or package is judged on its own, so you can ask for a refund of one and keep the others.</li>
</ul>
<h2>2. When we refund whatever the count</h2>
<ul>
<li><strong>Duplicate purchases:</strong> if you bought the same exam twice, or an exam already included in a package you own, we refund the duplicate in full while both are still valid.</li>
<li><strong>Problems we cannot fix:</strong> if a technical fault on our side keeps you from using what you bought and we cannot fix it within 5 working days of your report, we refund you in full.</li>
<li><strong>Withdrawn exams:</strong> if we withdraw an exam during your validity period, we refund the part of the price that covers the remaining days.</li>
</ul>
<h2>3. When a refund is not possible</h2>
<ul>
<li>more than 7 days have passed since the purchase, outside the cases in section 2;</li>
<li>two or more practice tests of the exam (or of the package's exams together) have been started;</li>
<li>the validity period has ended;</li>
<li>the account was suspended for breaking our terms, for example by sharing or reselling our content.</li>
</ul>
<p>Failing a certification exam is not in itself a reason for a refund, as we cannot guarantee results. If you think our material was inaccurate, please tell us: we review every report and will make it right where we got something wrong.</p>
<h2>4. How to ask</h2>
<p>Open a helpdesk ticket from your account, or email <a href="mailto:support@examready.example">support@examready.example</a> from the address of your account, and tell us which order and which item you would like refunded. A short reason helps us improve, but it is not required. We answer within two working days.</p>
<h2>5. What happens next</h2>
<p>When the refund is approved, access to the refunded exam or package ends and the money is sent to the card you paid with on the same working day. Depending on your bank, it usually appears on your statement within 5 to 10 working days. We send you an email when the refund has been issued.</p>
<h2>6. Questions</h2>
<p>Not sure whether your purchase qualifies? Ask us before you start a second test: write to <a href="mailto:support@examready.example">support@examready.example</a> or call (512) 555-0147, Monday to Friday, 9:00 to 17:00 Central Time.</p>`
  },
  {
    slug: "about",
    title: "About ExamReady",
    bodyHtml: `
<p>ExamReady helps working people prepare for the certification exams that move their careers forward. We write practice tests that feel like the real exam, explain every answer, and show you exactly where to spend your next hour of study.</p>
<h2>How we started</h2>
<p>ExamReady began in Austin, Texas, when a small group of trainers and IT professionals grew tired of watching capable colleagues fail exams they were ready for. The problem was rarely knowledge. It was unfamiliar question styles, poor pacing and study time spent on the wrong topics. Good practice, we thought, could fix all three. Our first question bank covered a single cloud exam; today the catalogue spans cloud computing, security, networking, project management, data, software development, IT service management and agile ways of working.</p>
<h2>How we write our questions</h2>
<ul>
<li><strong>Original, always.</strong> Every question is written by our authors from the exam objectives published by each certification body. We never use leaked exam content.</li>
<li><strong>Reviewed twice.</strong> A second expert checks each question and its explanation before it is published.</li>
<li><strong>Kept current.</strong> We review our question banks twice a month, and each bank carries a version label, so you can see when it was last reviewed.</li>
<li><strong>Explained, not just marked.</strong> Each answer comes with an explanation of why it is right and why the others are not.</li>
</ul>
<h2>What we believe</h2>
<p>Practice should be honest. A practice score should tell you where you really stand, not flatter you into booking too early. Prices should be clear, with no subscriptions that renew quietly, and if something is not right, you should be able to get your money back without an argument, which is why our refund policy fits on one page.</p>
<h2>Independent</h2>
<p>ExamReady is an independent company. We are not affiliated with any certification body, and our material is not endorsed by them. That independence lets us say plainly which topics matter most and how hard an exam really is.</p>
<h2>Get in touch</h2>
<p>ExamReady Learning, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701. Email <a href="mailto:support@examready.example">support@examready.example</a> or call (512) 555-0147, Monday to Friday, 9:00 to 17:00 Central Time. You can also write to us through the <a href="/contact-us">contact form</a>; we answer within two working days.</p>`
  }
]
