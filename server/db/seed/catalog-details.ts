/**
 * Demo details of the catalog that the exam and package pages show: for
 * every exam of catalog-data.ts (by code) its vendor, level, what its
 * practice tests cover, validity, an occasional sale price, popularity and
 * practice tests; one line per category; and the packages. Plain typed data
 * with no imports, like catalog-data.ts.
 *
 * Everything here is ORIGINAL demo content written for this project. The
 * vendors are the fictional ones of catalog-data.ts, plus the fictional
 * "Open Cloud Alliance" for the two vendor-neutral cloud exams. The seed
 * builds each exam's rich-text description from `overview`, `objectives`,
 * its practice tests and validity (server/db/seed/exam-description.ts) and
 * sanitises it before storing it.
 */

export type SeedExamLevel = "Foundation" | "Associate" | "Professional" | "Expert"

/** [number of questions, duration in minutes] of one practice test. */
export type SeedPracticeTest = readonly [questions: number, minutes: number]

export interface SeedExamDetails {
  readonly vendor: string
  readonly level: SeedExamLevel
  /** Who the exam suits and how the practice tests are pitched (plain text). */
  readonly overview: string
  /** What the practice tests cover (plain text, one line each). */
  readonly objectives: ReadonlyArray<string>
  readonly validityDays: 90 | 180 | 365
  /** Set on about one exam in five; always below the exam's price. */
  readonly salePrice?: number
  /** A relative score; the home page shows the highest. */
  readonly popularity: number
  /** Named "Practice Test 1", "Practice Test 2", … in this order. */
  readonly tests: ReadonlyArray<SeedPracticeTest>
}

export interface SeedPackage {
  readonly name: string
  readonly shortDescription: string
  /** Rich text; sanitised by the seed before it is stored. */
  readonly descriptionHtml: string
  readonly price: number
  readonly salePrice?: number
  readonly validityDays: number
  /** The bundled exams, by code, in the order the package lists them. */
  readonly examCodes: ReadonlyArray<string>
}

export const CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "Cloud Computing": "Practice for Nimbus, Cumulo and vendor-neutral cloud exams, from first concepts to professional architecture.",
  "Cybersecurity": "Security practice tests for analysts, testers, responders and governance leads at every stage of their career.",
  "Networking": "Routing, switching, wireless and network security practice, from the basics to expert lab readiness.",
  "Project Management": "Plan-driven, hybrid, program and portfolio practice tests from the Project Leadership Council and beyond.",
  "Data & Analytics": "Data engineering, business intelligence, statistics and data science practice from the Datum Institute.",
  "Software Development": "Python, web, accessibility and secure coding practice tests for developers who ship real software.",
  "IT Service Management": "ServiceCraft practice for the people who keep IT services running and the service desk answering.",
  "Agile & Scrum": "Scrum, Kanban, lean and scaled agile practice tests for team members, facilitators and product owners.",
  "Databases": "SQL, administration, performance tuning, document stores and data modelling practice from Tabula and others.",
  "Artificial Intelligence": "Machine learning, generative AI, LLM applications and responsible AI practice tests from Cognitia.",
  "DevOps": "Containers, delivery pipelines, infrastructure as code and site reliability practice from the DevOps Practice Board.",
  "Emerging Technologies": "Quantum computing, distributed ledgers and edge computing: practice tests are on their way."
}

export const EXAM_DETAILS: Readonly<Record<string, SeedExamDetails>> = {
  // ── Cloud Computing ─────────────────────────────────────────────────────
  "NCP-F01": {
    vendor: "Nimbus",
    level: "Foundation",
    overview:
      "The first Nimbus certification and the one most teams ask non-engineers to hold. The questions stay away from configuration detail and check that you can explain what the cloud changes for a business and which Nimbus service fits a plain-language need.",
    objectives: [
      "Cloud value: elasticity, pay-as-you-go pricing and global reach",
      "The shared responsibility model, with examples on both sides of the line",
      "Core Nimbus services for compute, storage, databases and networking",
      "Pricing models, cost calculators, budgets and consolidated billing",
      "Support plans, service health and where to find documentation"
    ],
    validityDays: 90,
    popularity: 9400,
    tests: [[65, 90], [65, 90]]
  },
  "NCA-SA-210": {
    vendor: "Nimbus",
    level: "Associate",
    overview:
      "The most requested Nimbus exam in our shop. Every question is a short scenario that asks for the best design rather than a definition, so the practice tests train you to weigh availability, security and cost against each other the way the real exam does.",
    objectives: [
      "Multi-zone designs that survive the loss of an instance or a whole zone",
      "Choosing between block, object and file storage for a workload",
      "Virtual networks, subnets, routing tables and private endpoints",
      "Identity policies, roles and encryption of data at rest and in transit",
      "Caching, queues and auto scaling to decouple and scale applications",
      "Cost-aware choices: reserved capacity, storage tiers and right-sizing"
    ],
    validityDays: 180,
    salePrice: 39.0,
    popularity: 9800,
    tests: [[65, 130], [65, 130], [50, 100]]
  },
  "NCA-DEV-220": {
    vendor: "Nimbus",
    level: "Associate",
    overview:
      "Written for developers who already deploy to Nimbus and want to prove it. Expect code-level detail: which SDK call retries, which permission a function needs, and why a message ended up in a dead-letter queue.",
    objectives: [
      "Serverless functions: triggers, concurrency limits and cold starts",
      "Queues, topics and event buses, including retries and dead-letter handling",
      "Managed key-value and document databases from application code",
      "SDK credentials, temporary tokens and least-privilege roles",
      "Build, deploy and roll back with Nimbus pipeline services",
      "Tracing and structured logs for debugging distributed calls"
    ],
    validityDays: 180,
    popularity: 7100,
    tests: [[65, 130], [50, 100]]
  },
  "NCA-OPS-230": {
    vendor: "Nimbus",
    level: "Associate",
    overview:
      "Aimed at the people who get paged when a Nimbus workload misbehaves. The questions follow an operator's week: alarms firing, a patch window, a restore request, a quota running out.",
    objectives: [
      "Metrics, alarms and dashboards that catch problems before users do",
      "Central logging, log retention and queries during an incident",
      "Backup plans, snapshots and tested restores",
      "Patch baselines and maintenance windows for fleets of instances",
      "Quotas, service limits and scaling policies under load"
    ],
    validityDays: 180,
    popularity: 5200,
    tests: [[65, 120], [45, 90]]
  },
  "NCP-SA-410": {
    vendor: "Nimbus",
    level: "Professional",
    overview:
      "The professional tier is long, dense and built on case studies. Our practice tests copy that shape: each question describes an organisation, its constraints and a goal, and several answers would work but only one is the best fit.",
    objectives: [
      "Multi-account structures, guardrails and central governance",
      "Hybrid connectivity with dedicated links and site-to-site VPNs",
      "Migration waves, data transfer options and cutover planning",
      "Disaster recovery strategies against recovery time and point objectives",
      "Cost optimisation across hundreds of accounts and workloads"
    ],
    validityDays: 365,
    popularity: 6900,
    tests: [[65, 130], [65, 130], [60, 120]]
  },
  "CUM-100": {
    vendor: "Cumulo",
    level: "Foundation",
    overview:
      "A gentle introduction to the Cumulo platform for people who have never opened its console. Short questions, plain wording and an explanation of every Cumulo term the first time it appears.",
    objectives: [
      "Regions, zones and how Cumulo projects organise resources",
      "Identity basics: users, groups and predefined roles",
      "Storage classes and when the cheaper ones make sense",
      "Billing accounts, budgets and cost alerts"
    ],
    validityDays: 90,
    salePrice: 14.99,
    popularity: 6100,
    tests: [[40, 60], [40, 60]]
  },
  "CUM-ADM-204": {
    vendor: "Cumulo",
    level: "Associate",
    overview:
      "For administrators who look after a Cumulo organisation day to day. The practice tests lean on the tasks that fill an admin's queue: a new team needs a project, a VM needs a bigger disk, a contractor needs access until Friday.",
    objectives: [
      "Creating and resizing virtual machines and managed instance groups",
      "Virtual networks, firewall rules and private access to services",
      "Access policies, service accounts and time-limited permissions",
      "Budgets, quotas and labels for cost reporting",
      "Snapshots, images and simple recovery procedures"
    ],
    validityDays: 180,
    popularity: 4300,
    tests: [[50, 90], [50, 90]]
  },
  "CUM-ENG-305": {
    vendor: "Cumulo",
    level: "Professional",
    overview:
      "The engineering exam assumes you automate everything. Questions show templates, pipeline definitions and cluster settings and ask what happens next, so reading configuration quickly matters as much as knowing the services.",
    objectives: [
      "Infrastructure templates and repeatable environment builds",
      "Managed container clusters: node pools, autoscaling and upgrades",
      "Release strategies: rolling, blue-green and canary on Cumulo",
      "Service monitoring, uptime checks and alert routing",
      "Troubleshooting networking and permission failures in production"
    ],
    validityDays: 365,
    popularity: 3600,
    tests: [[60, 120], [60, 120], [45, 90]]
  },
  "MCA-500": {
    vendor: "Open Cloud Alliance",
    level: "Expert",
    overview:
      "A vendor-neutral expert exam for architects who design across more than one public cloud. No product names appear in the questions; instead you reason about portability, identity and networking patterns that hold on any provider.",
    objectives: [
      "Portable workload design with containers and open interfaces",
      "Federated identity and single sign-on across providers",
      "Cross-cloud networking, addressing plans and traffic routing",
      "Unified policy, tagging and compliance reporting",
      "Exit plans and avoiding accidental lock-in"
    ],
    validityDays: 365,
    popularity: 2800,
    tests: [[55, 120], [55, 120]]
  },
  "CMS-320": {
    vendor: "Open Cloud Alliance",
    level: "Professional",
    overview:
      "Migration work is mostly planning, and so is this exam. The practice tests walk through discovery, choosing a strategy per application and getting a cutover weekend right, with questions taken from the consultant's side of the table.",
    objectives: [
      "Discovery and dependency mapping of an existing estate",
      "Rehost, replatform, refactor, repurchase, retire or retain: picking per application",
      "Online and offline data transfer and database migration options",
      "Cutover runbooks, rollback plans and communication",
      "Post-migration right-sizing and decommissioning"
    ],
    validityDays: 180,
    popularity: 3100,
    tests: [[50, 90], [40, 75]]
  },

  // ── Cybersecurity ───────────────────────────────────────────────────────
  "SG-SEC-101": {
    vendor: "SecureGuild",
    level: "Foundation",
    overview:
      "SecureGuild's entry certification assumes some IT experience but no security background. Questions use everyday situations, such as a suspicious attachment or a shared admin password, to check that the core ideas have landed.",
    objectives: [
      "Common threats: phishing, malware, social engineering and insider risk",
      "Confidentiality, integrity and availability in practical terms",
      "Authentication factors, password policy and access control models",
      "Symmetric and asymmetric encryption, hashing and certificates",
      "Secure network basics: segmentation, firewalls and VPNs"
    ],
    validityDays: 90,
    popularity: 8200,
    tests: [[60, 90], [60, 90]]
  },
  "SG-SEC-302": {
    vendor: "SecureGuild",
    level: "Associate",
    overview:
      "The analyst exam is built around evidence. Many questions show a log excerpt, a scan result or an alert and ask what it means and what to do next, so the practice tests build the habit of reading before answering.",
    objectives: [
      "Reading firewall, proxy, endpoint and authentication logs",
      "Threat intelligence sources and indicators of compromise",
      "Vulnerability scanning, scoring and remediation priorities",
      "Detection rules and tuning out false positives",
      "Escalation, documentation and working with incident responders"
    ],
    validityDays: 180,
    salePrice: 44.99,
    popularity: 7300,
    tests: [[65, 120], [65, 120], [50, 90]]
  },
  "SG-SEC-402": {
    vendor: "SecureGuild",
    level: "Expert",
    overview:
      "For senior practitioners who set security direction for whole systems. The questions are long design problems: you choose controls that satisfy a business requirement without blocking it, and justify trade-offs between them.",
    objectives: [
      "Zero-trust architecture: identity, device and context-aware access",
      "Identity federation, privileged access and secrets management",
      "Key management, cryptographic agility and certificate lifecycles",
      "Security requirements, threat models and design reviews",
      "Secure cloud and hybrid reference architectures"
    ],
    validityDays: 365,
    popularity: 4100,
    tests: [[60, 130], [60, 130]]
  },
  "SG-PT-210": {
    vendor: "SecureGuild",
    level: "Associate",
    overview:
      "A first penetration testing certification with a strong emphasis on doing the job properly: written authorisation, careful scoping and a report a client can act on, alongside the technical steps of a test.",
    objectives: [
      "Rules of engagement, scope documents and legal authorisation",
      "Passive and active reconnaissance",
      "Port scanning, service enumeration and vulnerability identification",
      "Exploiting common misconfigurations and weak credentials",
      "Writing findings with evidence, risk ratings and remediation advice"
    ],
    validityDays: 180,
    popularity: 5600,
    tests: [[50, 100], [50, 100]]
  },
  "SG-PT-350": {
    vendor: "SecureGuild",
    level: "Professional",
    overview:
      "Everything here happens in a browser or an API client. Questions show requests and responses and ask where the flaw is, which suits testers who review real applications and developers who want to think like one.",
    objectives: [
      "SQL, command and template injection in web applications",
      "Session handling, authentication flaws and multi-factor bypasses",
      "Broken access control and insecure direct object references",
      "Cross-site scripting, request forgery and content security policy",
      "Testing REST and GraphQL APIs, including rate limits and mass assignment"
    ],
    validityDays: 365,
    salePrice: 54.99,
    popularity: 4900,
    tests: [[55, 110], [55, 110], [40, 80]]
  },
  "SG-RT-460": {
    vendor: "SecureGuild",
    level: "Expert",
    overview:
      "Red team work is about realistic adversaries and careful conduct. The scenarios ask what an attacker would try next and, just as often, what the rules of engagement allow, so the practice tests reward judgement as well as technique.",
    objectives: [
      "Planning adversary emulation from threat intelligence",
      "Initial access, privilege escalation and lateral movement",
      "Persistence and evading common detection controls",
      "Command and control design and operational security",
      "Deconfliction, reporting and purple-team debriefs"
    ],
    validityDays: 365,
    popularity: 2600,
    tests: [[50, 120], [50, 120]]
  },
  "SG-SOC-110": {
    vendor: "SecureGuild",
    level: "Foundation",
    overview:
      "A practical start for new SOC analysts. The questions follow a shift: a queue of alerts to triage, a reported phishing email, a handover note to write, and the moment to wake up the on-call lead.",
    objectives: [
      "Alert triage and separating true from false positives",
      "Basic SIEM searches and reading event fields",
      "Analysing phishing emails, headers and links safely",
      "Escalation criteria and severity levels",
      "Clear tickets and shift handover notes"
    ],
    validityDays: 90,
    popularity: 6400,
    tests: [[45, 60], [45, 60], [30, 45]]
  },
  "SG-IR-330": {
    vendor: "SecureGuild",
    level: "Professional",
    overview:
      "For responders who run incidents and investigators who reconstruct them. The practice tests move through a case from first report to lessons learned, with forensic questions on what evidence to collect and in which order.",
    objectives: [
      "Preparation: playbooks, contact lists and tooling",
      "Evidence handling, chain of custody and order of volatility",
      "Memory, disk and log forensics on workstations and servers",
      "Containment, eradication and safe recovery",
      "Post-incident reviews that change how the team works"
    ],
    validityDays: 365,
    popularity: 3900,
    tests: [[55, 110], [55, 110]]
  },
  "SG-GRC-410": {
    vendor: "SecureGuild",
    level: "Professional",
    overview:
      "This exam is about running security as a management discipline. Questions put you in front of auditors, risk owners and the board, and ask how to measure, report and improve a security programme.",
    objectives: [
      "Risk assessment methods, risk appetite and risk treatment",
      "Mapping controls to frameworks and regulations",
      "Preparing for and responding to internal and external audits",
      "Writing policies, standards and exceptions people follow",
      "Metrics and board-level reporting on security posture"
    ],
    validityDays: 365,
    popularity: 3300,
    tests: [[60, 110], [60, 110]]
  },
  "SG-PRV-220": {
    vendor: "SecureGuild",
    level: "Associate",
    overview:
      "A practitioner exam for the people who make a privacy programme work in practice. Questions are set in a fictional company with customers in several countries and ask what the programme should do with a new product, a vendor or a breach.",
    objectives: [
      "Building and maintaining a data inventory",
      "Lawful bases for processing and managing consent",
      "Retention schedules and secure deletion",
      "Breach assessment and notification timelines",
      "Privacy impact assessments for new projects"
    ],
    validityDays: 180,
    popularity: 2900,
    tests: [[45, 75], [45, 75]]
  },

  // ── Networking ──────────────────────────────────────────────────────────
  "NF-100": {
    vendor: "Netlane",
    level: "Foundation",
    overview:
      "Netlane's vendor-neutral starting point for anyone new to networks. Subnetting gets its own set of drill questions, because it is the topic learners most often tell us they want to practise again and again.",
    objectives: [
      "The OSI and TCP/IP models and what happens at each layer",
      "IPv4 addressing, subnet masks and subnetting drills",
      "An introduction to IPv6 addresses",
      "Switching, MAC tables and VLAN basics",
      "Routing basics, DNS, DHCP and other everyday protocols"
    ],
    validityDays: 90,
    popularity: 8700,
    tests: [[50, 60], [50, 60], [25, 30]]
  },
  "NF-150": {
    vendor: "Netlane",
    level: "Foundation",
    overview:
      "The security companion to the fundamentals certificate. The questions describe small and medium networks and ask where a firewall, a VPN or a separate segment would reduce risk most.",
    objectives: [
      "Stateful firewalls, rule order and default-deny policies",
      "Site-to-site and remote-access VPNs",
      "Network segmentation and guest isolation",
      "Network access control and 802.1X basics",
      "Secure remote administration of network devices"
    ],
    validityDays: 90,
    popularity: 5900,
    tests: [[40, 60], [40, 60]]
  },
  "NL-NA-110": {
    vendor: "Netlane",
    level: "Associate",
    overview:
      "The core Netlane associate exam. Questions include device output from Netlane switches and routers, and ask you to spot the misconfiguration or predict which path traffic will take.",
    objectives: [
      "Initial device setup, management access and saving configuration",
      "VLANs, trunks and inter-VLAN routing",
      "Static routes and single-area link-state routing",
      "Access lists for basic traffic filtering",
      "Troubleshooting with show commands, ping and traceroute"
    ],
    validityDays: 180,
    salePrice: 29.0,
    popularity: 7600,
    tests: [[60, 100], [60, 100], [45, 75]]
  },
  "NL-NP-310": {
    vendor: "Netlane",
    level: "Professional",
    overview:
      "The enterprise core exam for engineers who run large campus and WAN networks on Netlane gear. Expect multi-step questions where a change in one protocol has an effect somewhere else in the topology.",
    objectives: [
      "Multi-area link-state routing and route redistribution",
      "Path-vector routing for enterprise edge connections",
      "First-hop redundancy and fast convergence",
      "Quality of service for voice and video",
      "Overlay networks and campus fabric design"
    ],
    validityDays: 365,
    popularity: 4400,
    tests: [[65, 120], [65, 120]]
  },
  "NL-NE-510": {
    vendor: "Netlane",
    level: "Expert",
    overview:
      "Preparation for the expert practical lab, in question form. Each scenario builds on the last, just as lab tasks do, and the practice tests are timed tightly to build the pace the lab demands.",
    objectives: [
      "Reading and extending complex multi-site topologies",
      "Layered troubleshooting under time pressure",
      "Advanced routing policy and traffic engineering",
      "Multicast, tunnelling and VPN overlays",
      "Verification steps that prove a task is complete"
    ],
    validityDays: 365,
    popularity: 1800,
    tests: [[40, 130], [40, 130], [40, 130]]
  },
  "NL-WL-240": {
    vendor: "Netlane",
    level: "Associate",
    overview:
      "For engineers who deploy and support Wi-Fi. The questions mix radio theory with the practical work of placing access points and fixing the complaints that follow: slow rooms, dropped calls and clients that will not roam.",
    objectives: [
      "Radio frequency basics: bands, channels, interference and signal strength",
      "Antenna types and access point placement",
      "Controller-based and cloud-managed configuration",
      "Roaming behaviour and client troubleshooting",
      "Wireless security: enterprise authentication and guest networks"
    ],
    validityDays: 180,
    popularity: 3400,
    tests: [[50, 90], [50, 90]]
  },
  "NL-WL-420": {
    vendor: "Netlane",
    level: "Professional",
    overview:
      "A design exam for wireless architects. Questions describe stadiums, lecture halls and warehouses and ask for the survey method, the capacity plan and the validation that will prove the design works on opening day.",
    objectives: [
      "Predictive, pre-deployment and validation site surveys",
      "Capacity planning by client count and application mix",
      "High-density venue design and channel planning",
      "Outdoor and industrial wireless considerations",
      "Validation testing and design documentation"
    ],
    validityDays: 365,
    popularity: 2100,
    tests: [[55, 110], [55, 110]]
  },

  // ── Project Management ──────────────────────────────────────────────────
  "PLC-PC-100": {
    vendor: "Project Leadership Council",
    level: "Foundation",
    overview:
      "The coordinator certificate is for people who support projects rather than lead them. Questions stay close to daily tasks: keeping a schedule current, logging a change request and sending the right update to the right person.",
    objectives: [
      "Project life cycles and the role of the coordinator",
      "Building and updating a simple schedule",
      "Meeting notes, action logs and status reports",
      "Change logs and version control of project documents",
      "Stakeholder lists and communication plans"
    ],
    validityDays: 90,
    popularity: 5300,
    tests: [[50, 75], [50, 75]]
  },
  "PLC-PM-300": {
    vendor: "Project Leadership Council",
    level: "Professional",
    overview:
      "The Council's flagship certification for experienced project managers. The practice tests are heavy on situational questions, where several answers are reasonable and you choose what a project manager should do first.",
    objectives: [
      "Chartering, scope statements and work breakdown structures",
      "Critical path scheduling and schedule compression",
      "Budgets, earned value and forecasting",
      "Risk, quality and procurement management",
      "Leading teams, resolving conflict and managing stakeholders"
    ],
    validityDays: 365,
    salePrice: 47.0,
    popularity: 8900,
    tests: [[65, 130], [65, 130], [65, 130]]
  },
  "PLC-RM-350": {
    vendor: "Project Leadership Council",
    level: "Professional",
    overview:
      "A specialist exam for project managers who own the risk register on complex work. Questions include small calculations, such as expected monetary value and simple simulations, alongside judgement calls on responses.",
    objectives: [
      "Risk identification workshops and risk breakdown structures",
      "Probability and impact scoring",
      "Expected monetary value, decision trees and schedule simulation",
      "Response strategies for threats and opportunities",
      "Risk reporting and escalation to sponsors"
    ],
    validityDays: 180,
    popularity: 2700,
    tests: [[50, 90], [50, 90]]
  },
  "PLC-PGM-500": {
    vendor: "Project Leadership Council",
    level: "Expert",
    overview:
      "For program leads who coordinate several related projects toward shared benefits. Questions are set at the program board, not in the project team, and ask how to govern, sequence and measure the whole.",
    objectives: [
      "Program vision, roadmap and benefits register",
      "Governance boards, decision rights and stage reviews",
      "Managing interdependencies between component projects",
      "Stakeholder engagement across departments",
      "Transitioning benefits into business as usual"
    ],
    validityDays: 365,
    popularity: 2300,
    tests: [[60, 120], [60, 120]]
  },
  "PLC-PFG-520": {
    vendor: "Project Leadership Council",
    level: "Expert",
    overview:
      "Portfolio governance is about choosing the right work. The practice tests ask you to rank investments, rebalance capacity and explain the portfolio's health to leadership in a way that supports a decision.",
    objectives: [
      "Linking portfolio components to strategic objectives",
      "Scoring models and investment prioritisation",
      "Capacity and demand planning across the portfolio",
      "Portfolio dashboards and reporting to leadership",
      "Rebalancing, pausing and closing work"
    ],
    validityDays: 365,
    popularity: 1700,
    tests: [[55, 110], [55, 110]]
  },
  "PLC-HYB-310": {
    vendor: "Project Leadership Council",
    level: "Associate",
    overview:
      "Most real projects mix approaches. This exam asks when a workstream should be planned up front and when it should iterate, and how to keep one governance model over both without slowing either down.",
    objectives: [
      "Choosing a delivery approach per workstream",
      "Tailoring governance and documentation",
      "Combining milestone plans with iteration backlogs",
      "Reporting progress across mixed-method teams",
      "Managing change requests and backlog refinement together"
    ],
    validityDays: 180,
    popularity: 3000,
    tests: [[45, 80], [45, 80]]
  },

  // ── Data & Analytics ────────────────────────────────────────────────────
  "DTM-DE-220": {
    vendor: "Datum Institute",
    level: "Associate",
    overview:
      "The associate data engineering exam for people who build pipelines for a living. Questions show pipeline definitions, schemas and job failures, and ask for the fix or the better design.",
    objectives: [
      "Batch and streaming ingestion patterns",
      "Data lake zones, partitioning and table formats",
      "Columnar file formats and compression choices",
      "Orchestration, scheduling and backfills",
      "Data quality checks and alerting on bad data"
    ],
    validityDays: 180,
    salePrice: 39.0,
    popularity: 6700,
    tests: [[60, 110], [60, 110]]
  },
  "DTM-DE-420": {
    vendor: "Datum Institute",
    level: "Professional",
    overview:
      "For senior data engineers who design platforms rather than single pipelines. The scenarios weigh performance, governance and cost across an organisation's data estate, often with no perfect answer.",
    objectives: [
      "Lakehouse and warehouse platform architecture",
      "Performance tuning of large joins and aggregations",
      "Data governance, access control and masking",
      "Lineage, catalogs and data contracts",
      "Cost monitoring and workload isolation"
    ],
    validityDays: 365,
    popularity: 3700,
    tests: [[60, 120], [60, 120], [45, 90]]
  },
  "DTM-BI-200": {
    vendor: "Datum Institute",
    level: "Associate",
    overview:
      "For analysts who build the reports business users open every morning. Questions cover the model behind the dashboard as much as the dashboard itself, because that is where most reporting problems start.",
    objectives: [
      "Star schemas, fact and dimension tables",
      "Defining KPIs that mean the same thing to everyone",
      "Dashboard layout, filters and drill-downs",
      "Row-level security and self-service reporting",
      "Refresh schedules and incremental loads"
    ],
    validityDays: 180,
    popularity: 5000,
    tests: [[50, 90], [50, 90]]
  },
  "DTM-VIZ-150": {
    vendor: "Datum Institute",
    level: "Foundation",
    overview:
      "A short practitioner exam about making numbers understood. Many questions show a chart and ask what is wrong with it or which alternative would tell the story better to a particular audience.",
    objectives: [
      "Choosing the right chart for comparison, trend, part-to-whole and distribution",
      "Pre-attentive attributes and visual perception",
      "Accessible colour palettes and labelling",
      "Structuring a data story for non-technical audiences"
    ],
    validityDays: 90,
    popularity: 3800,
    tests: [[35, 45], [35, 45]]
  },
  "DTM-STA-130": {
    vendor: "Datum Institute",
    level: "Foundation",
    overview:
      "Statistics for working analysts, not mathematicians. Questions use realistic business data and ask for the right test or the right reading of a result, with a few quick calculations along the way.",
    objectives: [
      "Descriptive statistics and spotting skewed data",
      "Probability rules and common distributions",
      "Sampling methods and sample size",
      "Hypothesis tests, p-values and confidence intervals",
      "Linear regression and reading A/B test results"
    ],
    validityDays: 180,
    popularity: 4600,
    tests: [[45, 75], [45, 75], [30, 45]]
  },
  "DTM-DS-400": {
    vendor: "Datum Institute",
    level: "Professional",
    overview:
      "For practising data scientists. The questions start from a business question and a messy dataset and ask how to frame, model, validate and explain the answer, including when not to build a model at all.",
    objectives: [
      "Framing business problems as prediction or inference tasks",
      "Feature engineering and leakage prevention",
      "Model selection, cross-validation and evaluation metrics",
      "Experiment design and causal reasoning",
      "Explaining model results and limitations to stakeholders"
    ],
    validityDays: 365,
    popularity: 4200,
    tests: [[60, 120], [60, 120]]
  },

  // ── Software Development ────────────────────────────────────────────────
  "KDP-PY-110": {
    vendor: "Keystone Developer Program",
    level: "Foundation",
    overview:
      "Keystone's first Python certification. Most questions show a few lines of code and ask what they print or why they fail, which is the quickest way to find the gaps in your understanding.",
    objectives: [
      "Variables, numbers, strings and type conversion",
      "Lists, tuples, dictionaries and sets",
      "Conditions, loops and comprehensions",
      "Functions, arguments and scope",
      "Modules, imports and handling exceptions"
    ],
    validityDays: 180,
    salePrice: 17.99,
    popularity: 8100,
    tests: [[40, 60], [40, 60], [40, 60]]
  },
  "KDP-PY-310": {
    vendor: "Keystone Developer Program",
    level: "Professional",
    overview:
      "For developers who maintain Python code in production. The questions cover design and tooling as much as syntax: how to structure a package, test it, and find out why it is slow.",
    objectives: [
      "Classes, protocols, data classes and composition",
      "Packaging, dependencies and virtual environments",
      "Unit testing, fixtures and mocking",
      "Threads, processes and async I/O",
      "Profiling and optimising hot code paths"
    ],
    validityDays: 365,
    popularity: 5500,
    tests: [[55, 100], [55, 100]]
  },
  "KDP-WEB-200": {
    vendor: "Keystone Developer Program",
    level: "Associate",
    overview:
      "The front-end exam for developers who build interfaces for the web. Questions show markup, styles and component code and ask how they will render and behave across browsers.",
    objectives: [
      "Semantic HTML and document structure",
      "Flexbox, grid and responsive layout",
      "DOM events, fetch and browser storage",
      "Component state and composition patterns",
      "Loading performance and Core Web Vitals"
    ],
    validityDays: 180,
    popularity: 6000,
    tests: [[50, 90], [50, 90]]
  },
  "KDP-WEB-350": {
    vendor: "Keystone Developer Program",
    level: "Professional",
    overview:
      "The full-stack exam follows a request from the browser to the database and back. Questions cover the choices at each step and the bugs that hide between them, such as caching the wrong response or trusting the client.",
    objectives: [
      "HTTP semantics, status codes and REST API design",
      "Sessions, tokens and secure authentication flows",
      "Server rendering, hydration and routing",
      "Database access, migrations and transactions",
      "Caching layers, deployment and zero-downtime releases"
    ],
    validityDays: 365,
    salePrice: 49.0,
    popularity: 5800,
    tests: [[60, 110], [60, 110], [45, 80]]
  },
  "KDP-A11Y-220": {
    vendor: "Keystone Developer Program",
    level: "Associate",
    overview:
      "For developers and designers who want their sites to work for everyone. Questions show components and ask what a keyboard or screen-reader user would experience, and which fix is the smallest correct one.",
    objectives: [
      "Accessible names, landmarks and heading structure",
      "Keyboard navigation and focus management",
      "When to use ARIA roles and states, and when not to",
      "Colour contrast, motion and readable text",
      "Testing with screen readers and automated checkers"
    ],
    validityDays: 180,
    popularity: 2500,
    tests: [[45, 75], [45, 75]]
  },
  "KDP-SEC-330": {
    vendor: "Keystone Developer Program",
    level: "Professional",
    overview:
      "Security as part of everyday development. The questions put you in code reviews, design meetings and dependency upgrades, and ask which change actually reduces risk.",
    objectives: [
      "Threat modelling a feature before it is built",
      "Input validation, output encoding and parameterised queries",
      "Secrets handling in code, pipelines and configuration",
      "Dependency risk and software bills of materials",
      "Secure code review checklists and tooling"
    ],
    validityDays: 365,
    popularity: 3500,
    tests: [[50, 100], [50, 100]]
  },

  // ── IT Service Management ───────────────────────────────────────────────
  "SCF-ITSM-100": {
    vendor: "ServiceCraft",
    level: "Foundation",
    overview:
      "ServiceCraft's foundation exam explains how IT services are run as services. The vocabulary matters here, so the practice tests include many short questions that check the difference between similar terms.",
    objectives: [
      "Services, value and the service relationship",
      "Incident and problem management",
      "Change enablement and service requests",
      "Service level agreements and measurement",
      "Continual improvement of services"
    ],
    validityDays: 90,
    popularity: 6300,
    tests: [[40, 60], [40, 60]]
  },
  "SCF-SDP-210": {
    vendor: "ServiceCraft",
    level: "Associate",
    overview:
      "For service desk agents and team leads. Questions follow tickets from the first call to closure and ask how to prioritise, communicate and learn from them.",
    objectives: [
      "Ticket logging, categorisation and prioritisation",
      "First-contact resolution and escalation",
      "Writing and maintaining knowledge articles",
      "Customer communication in difficult conversations",
      "Service desk metrics and staffing"
    ],
    validityDays: 180,
    popularity: 3200,
    tests: [[40, 60], [40, 60]]
  },

  // ── Agile & Scrum ───────────────────────────────────────────────────────
  "SPW-STM-100": {
    vendor: "Sprintwise",
    level: "Foundation",
    overview:
      "A friendly first certification for anyone joining a Scrum team. Questions are short and check the essentials: who decides what, what each event is for and what done means.",
    objectives: [
      "The three accountabilities in a Scrum team",
      "Sprint planning, daily scrum, review and retrospective",
      "Product backlog, sprint backlog and increment",
      "The definition of done",
      "Working in short iterations as a team member"
    ],
    validityDays: 90,
    popularity: 7000,
    tests: [[30, 30], [30, 30]]
  },
  "SPW-CSF-200": {
    vendor: "Sprintwise",
    level: "Associate",
    overview:
      "For people stepping into a facilitation role. The scenarios describe teams with real problems, such as a silent retrospective or a manager who assigns tasks, and ask what a good facilitator does next.",
    objectives: [
      "Facilitating each Scrum event with a clear purpose",
      "Removing impediments and escalating wisely",
      "Coaching self-management",
      "Using velocity and other metrics without misuse",
      "Working with the product owner and stakeholders"
    ],
    validityDays: 180,
    popularity: 6600,
    tests: [[45, 60], [45, 60], [45, 60]]
  },
  "SPW-POP-220": {
    vendor: "Sprintwise",
    level: "Associate",
    overview:
      "For product owners and business analysts. The practice tests focus on decisions about value: which backlog item goes first, what to leave out of a release and how to say no to a stakeholder.",
    objectives: [
      "Product vision and product goals",
      "Ordering the product backlog by value and risk",
      "Writing user stories and acceptance criteria",
      "Release planning and forecasting",
      "Stakeholder management and saying no"
    ],
    validityDays: 180,
    salePrice: 27.99,
    popularity: 5700,
    tests: [[45, 60], [45, 60]]
  },
  "SPW-ASF-400": {
    vendor: "Sprintwise",
    level: "Expert",
    overview:
      "For experienced facilitators who work with several teams and the organisation around them. The scenarios are long and political, and the best answer usually changes a system rather than a single team.",
    objectives: [
      "Coaching several teams at once",
      "Conflict resolution and difficult conversations",
      "Organisational impediments and leadership coaching",
      "Leading an agile transformation step by step",
      "Measuring improvement without gaming metrics"
    ],
    validityDays: 365,
    popularity: 2400,
    tests: [[50, 90], [50, 90]]
  },
  "SPW-EAP-300": {
    vendor: "Sprintwise",
    level: "Professional",
    overview:
      "Agility across a whole organisation. Questions are set at the level of departments and portfolios and ask how to align many teams to shared goals without a heavy process.",
    objectives: [
      "Aligning teams to shared objectives and key results",
      "Lean portfolio thinking and flow of value",
      "Managing dependencies between teams",
      "Agile funding and budgeting models",
      "Leadership behaviours that support agility"
    ],
    validityDays: 365,
    popularity: 2900,
    tests: [[50, 90], [50, 90]]
  },
  "SPW-MTC-320": {
    vendor: "Sprintwise",
    level: "Professional",
    overview:
      "When several teams build one product, coordination becomes the work. The practice tests cover joint planning, integration and shared reviews, with scenarios drawn from teams of teams.",
    objectives: [
      "Joint planning events and shared backlogs",
      "Integration cadence and a shared definition of done",
      "Cross-team reviews and feedback loops",
      "Tracking risks and dependencies visually",
      "Scaling retrospectives across teams"
    ],
    validityDays: 365,
    popularity: 2000,
    tests: [[50, 90], [40, 75]]
  },
  "SPW-LDF-110": {
    vendor: "Sprintwise",
    level: "Foundation",
    overview:
      "A short, friendly introduction to lean thinking. Questions use examples from offices, hospitals and software teams to show how the same principles apply anywhere work flows.",
    objectives: [
      "The five lean principles",
      "Mapping a value stream",
      "The common types of waste",
      "Small improvement cycles"
    ],
    validityDays: 90,
    popularity: 3600,
    tests: [[25, 30], [25, 30]]
  },
  "SPW-KFP-150": {
    vendor: "Sprintwise",
    level: "Associate",
    overview:
      "For teams adopting a flow-based way of working. Questions show boards and charts and ask what they reveal about the team's flow and what to change first.",
    objectives: [
      "Visualising work and designing a board",
      "Setting and evolving WIP limits",
      "Cycle time, throughput and cumulative flow diagrams",
      "Service level expectations",
      "Probabilistic forecasting"
    ],
    validityDays: 180,
    popularity: 4000,
    tests: [[40, 60], [40, 60]]
  },

  // ── Databases ───────────────────────────────────────────────────────────
  "TBL-SQL-100": {
    vendor: "Tabula",
    level: "Foundation",
    overview:
      "Tabula's SQL associate exam for anyone who queries data as part of their job. Each question comes with a small schema and sample rows, and asks which query returns the right result.",
    objectives: [
      "SELECT, WHERE, ORDER BY and filtering NULLs",
      "Inner and outer joins",
      "GROUP BY, HAVING and aggregate functions",
      "Subqueries and common table expressions",
      "Creating tables, constraints and simple transactions"
    ],
    validityDays: 180,
    popularity: 8500,
    tests: [[45, 60], [45, 60], [45, 60]]
  },
  "TBL-DBA-300": {
    vendor: "Tabula",
    level: "Professional",
    overview:
      "For administrators who keep production databases running. The practice tests cover the work that matters most when something goes wrong: backups that restore, replicas that keep up and upgrades that do not surprise anyone.",
    objectives: [
      "Installation, configuration and storage layout",
      "Backup strategies and point-in-time recovery",
      "Streaming replication and failover",
      "Roles, privileges and auditing",
      "Monitoring, maintenance and version upgrades"
    ],
    validityDays: 365,
    salePrice: 49.0,
    popularity: 4700,
    tests: [[60, 110], [60, 110]]
  },
  "TBL-PERF-350": {
    vendor: "Tabula",
    level: "Professional",
    overview:
      "A specialist exam about slow queries. Many questions show an execution plan and ask what the database is doing and which index or rewrite would help, so reading plans quickly becomes second nature.",
    objectives: [
      "Reading execution plans and cost estimates",
      "Index types, composite indexes and covering indexes",
      "Table statistics and the query planner",
      "Locks, blocking and deadlocks",
      "Rewriting queries for performance"
    ],
    validityDays: 365,
    popularity: 3000,
    tests: [[50, 100], [50, 100]]
  },
  "TBL-DOC-210": {
    vendor: "Tabula",
    level: "Associate",
    overview:
      "For application developers who store JSON documents. The questions focus on modelling decisions, such as when to embed and when to reference, because those choices decide how an application performs later.",
    objectives: [
      "Document modelling: embedding versus referencing",
      "Indexes on nested fields and arrays",
      "Aggregation pipelines",
      "Schema validation and schema evolution",
      "Consistency and transactions in document stores"
    ],
    validityDays: 180,
    popularity: 3300,
    tests: [[45, 75], [45, 75]]
  },
  "TBL-DDS-450": {
    vendor: "Tabula",
    level: "Expert",
    overview:
      "For architects who design data systems that span machines and regions. The questions are about trade-offs, and many ask which guarantee a design gives up to gain another.",
    objectives: [
      "Partitioning strategies and hot-spot avoidance",
      "Replication topologies and failure handling",
      "Consistency models from strong to eventual",
      "Consensus protocols in practice",
      "Multi-region design for latency and availability"
    ],
    validityDays: 365,
    popularity: 2200,
    tests: [[50, 110], [50, 110]]
  },
  "TBL-DM-120": {
    vendor: "Tabula",
    level: "Foundation",
    overview:
      "A practical introduction to designing schemas. Questions start from a short description of a business and ask for the entities, keys and relationships that model it well.",
    objectives: [
      "Entities, attributes and relationships",
      "Primary, foreign and natural keys",
      "Normal forms up to the third",
      "When and how to denormalise"
    ],
    validityDays: 90,
    popularity: 3900,
    tests: [[35, 45], [35, 45]]
  },

  // ── Artificial Intelligence ─────────────────────────────────────────────
  "COG-ML-100": {
    vendor: "Cognitia",
    level: "Foundation",
    overview:
      "Cognitia's introduction to machine learning for technical professionals. No heavy maths: questions check that you know which kind of model fits a problem and how to tell whether it works.",
    objectives: [
      "Supervised and unsupervised learning",
      "Training, validation and test sets",
      "Overfitting, underfitting and regularisation",
      "Common algorithms and where they fit",
      "Evaluation metrics for classification and regression"
    ],
    validityDays: 180,
    popularity: 7800,
    tests: [[45, 60], [45, 60]]
  },
  "COG-MLE-300": {
    vendor: "Cognitia",
    level: "Professional",
    overview:
      "For engineers who take models from a notebook to production. The scenarios cover the systems around a model: pipelines, serving, monitoring and the retraining that drift eventually forces.",
    objectives: [
      "Data preparation and feature pipelines",
      "Distributed training and experiment tracking",
      "Model packaging and serving patterns",
      "Monitoring predictions and detecting drift",
      "Retraining strategies and model governance"
    ],
    validityDays: 365,
    popularity: 5100,
    tests: [[60, 120], [60, 120]]
  },
  "COG-GEN-200": {
    vendor: "Cognitia",
    level: "Associate",
    overview:
      "For professionals who use generative AI at work. The questions explain enough about how language models work to make good choices about prompts, grounding and checking outputs.",
    objectives: [
      "How large language models generate text",
      "Prompting techniques and examples in prompts",
      "Retrieval-augmented generation",
      "Evaluating outputs for accuracy and bias",
      "Data privacy when using AI tools"
    ],
    validityDays: 180,
    salePrice: 34.99,
    popularity: 9100,
    tests: [[40, 60], [40, 60], [30, 45]]
  },
  "COG-LLM-310": {
    vendor: "Cognitia",
    level: "Professional",
    overview:
      "For developers who build features on language models. Questions show prompts, tool definitions and traces, and ask why an application behaves the way it does and how to make it reliable.",
    objectives: [
      "Tool calling and structured outputs",
      "Embeddings and vector search",
      "Guardrails and prompt-injection defences",
      "Cost, latency and caching",
      "Automated evaluation and regression testing"
    ],
    validityDays: 365,
    popularity: 6200,
    tests: [[50, 90], [50, 90]]
  },
  "COG-RAI-240": {
    vendor: "Cognitia",
    level: "Associate",
    overview:
      "For risk, compliance and product leaders who oversee AI systems. The questions describe AI projects at different stages and ask what assessment, documentation or oversight is needed before going further.",
    objectives: [
      "AI risk assessment and impact categories",
      "Fairness metrics and bias testing",
      "Transparency and documentation",
      "Human oversight and escalation",
      "Writing an AI use policy"
    ],
    validityDays: 180,
    popularity: 2600,
    tests: [[45, 75], [45, 75]]
  },

  // ── DevOps ──────────────────────────────────────────────────────────────
  "DPB-CPA-220": {
    vendor: "DevOps Practice Board",
    level: "Associate",
    overview:
      "For administrators who run container clusters. Questions show manifests and command output and ask what the cluster will do, or why a workload refuses to start.",
    objectives: [
      "Container images, registries and tags",
      "Cluster architecture and the control plane",
      "Deployments, jobs and scheduling",
      "Services, ingress and network policies",
      "Persistent storage and cluster upgrades"
    ],
    validityDays: 180,
    salePrice: 39.0,
    popularity: 6800,
    tests: [[50, 100], [50, 100]]
  },
  "DPB-CSS-340": {
    vendor: "DevOps Practice Board",
    level: "Professional",
    overview:
      "For platform and security engineers who protect container platforms. The scenarios follow an image from build to runtime and ask where a control belongs and what it stops.",
    objectives: [
      "Minimal, hardened base images",
      "Image signing and supply chain checks",
      "Admission and runtime policies",
      "Secrets management in clusters",
      "Network isolation between workloads"
    ],
    validityDays: 365,
    popularity: 3400,
    tests: [[50, 100], [50, 100]]
  },
  "DPB-CDE-250": {
    vendor: "DevOps Practice Board",
    level: "Associate",
    overview:
      "For engineers who design delivery pipelines. Questions show pipeline definitions and failed runs and ask how to make delivery faster, safer and easier to roll back.",
    objectives: [
      "Build automation and pipeline as code",
      "Test stages and quality gates",
      "Artefact versioning and repositories",
      "Blue-green, canary and rolling deployments",
      "Rollbacks and feature flags"
    ],
    validityDays: 180,
    popularity: 4500,
    tests: [[45, 90], [45, 90]]
  },
  "DPB-IAC-200": {
    vendor: "DevOps Practice Board",
    level: "Associate",
    overview:
      "For operations and cloud engineers who automate environments. Questions show infrastructure code and plan output and ask what will change, what will break and how to structure the code for reuse.",
    objectives: [
      "Declarative provisioning and idempotence",
      "State files, locking and remote backends",
      "Reusable modules and versioning",
      "Detecting and correcting drift",
      "Reviewing and testing infrastructure changes"
    ],
    validityDays: 180,
    popularity: 5400,
    tests: [[45, 80], [45, 80]]
  },
  "DPB-SRE-150": {
    vendor: "DevOps Practice Board",
    level: "Foundation",
    overview:
      "An introduction to site reliability engineering for developers and operators. The questions explain the core ideas with small, concrete examples, such as choosing a first service level objective.",
    objectives: [
      "Service level indicators and objectives",
      "Error budgets and release decisions",
      "Identifying and reducing toil",
      "On-call practices and alert quality",
      "Blameless postmortems"
    ],
    validityDays: 90,
    popularity: 4900,
    tests: [[40, 50], [40, 50]]
  },
  "DPB-SRE-410": {
    vendor: "DevOps Practice Board",
    level: "Expert",
    overview:
      "For experienced SREs and platform leads. The scenarios are large incidents and capacity questions where the best answer balances reliability against speed and cost.",
    objectives: [
      "Capacity planning and load testing",
      "Designing observability: metrics, logs and traces",
      "Incident command and communication",
      "Reliability trade-offs in architecture",
      "Running reliability reviews with product teams"
    ],
    validityDays: 365,
    salePrice: 64.99,
    popularity: 3100,
    tests: [[55, 110], [55, 110], [40, 80]]
  }
}

export const DEMO_PACKAGES: ReadonlyArray<SeedPackage> = [
  {
    name: "Nimbus Cloud Architect Path",
    shortDescription:
      "Four Nimbus exams in the order most architects take them, from the practitioner foundations to the professional tier.",
    descriptionHtml:
      "<p>This path follows the route most Nimbus architects take: a foundation in cloud concepts, the associate architect and operations exams, then the professional case studies. Practising them together shows how the same services come back at each level with harder trade-offs.</p>" +
      "<ul><li>Start with Cloud Practitioner to get the vocabulary right.</li><li>Take the two associate exams side by side: design and operations.</li><li>Finish with the professional case studies once the associate scores are steady.</li></ul>" +
      "<p>One purchase gives a year of access to all four exams.</p>",
    price: 149.0,
    salePrice: 129.0,
    validityDays: 365,
    examCodes: ["NCP-F01", "NCA-SA-210", "NCA-OPS-230", "NCP-SA-410"]
  },
  {
    name: "Security Analyst Career Track",
    shortDescription:
      "From security essentials to SOC shifts, analysis and incident response: five exams for a first security career.",
    descriptionHtml:
      "<p>Built for people moving into a security operations role. The track starts with the essentials and network security, moves through a SOC analyst's daily work, and ends with the analyst and incident response exams that most teams expect after a year or two.</p>" +
      "<ul><li>SecureGuild Security Essentials and Network Security Fundamentals</li><li>SOC Analyst – Level 1 for alert triage and escalation</li><li>Certified Security Analyst and the incident response practitioner exam</li></ul>" +
      "<p>Access to every exam lasts a full year.</p>",
    price: 139.0,
    validityDays: 365,
    examCodes: ["SG-SEC-101", "NF-150", "SG-SOC-110", "SG-SEC-302", "SG-IR-330"]
  },
  {
    name: "Network Engineer Launchpad",
    shortDescription:
      "Fundamentals, security and the first Netlane certifications for wired and wireless networks.",
    descriptionHtml:
      "<p>Everything a new network engineer needs before the professional tier. Subnetting drills and security basics come first, then the Netlane associate exam and the wireless specialist exam that many support roles now ask for.</p>" +
      "<ul><li>Networking Fundamentals Certificate</li><li>Network Security Fundamentals</li><li>Netlane Certified Network Associate</li><li>Netlane Wireless LAN Specialist</li></ul>",
    price: 89.0,
    validityDays: 180,
    examCodes: ["NF-100", "NF-150", "NL-NA-110", "NL-WL-240"]
  },
  {
    name: "Agile Team Starter Kit",
    shortDescription:
      "Five Sprintwise exams for the whole team: Scrum, facilitation, product ownership, Kanban and lean.",
    descriptionHtml:
      "<p>A practical bundle for teams adopting agile ways of working together. Each role finds its own exam, and everyone shares the Scrum and lean foundations so the team speaks one language.</p>" +
      "<ul><li>Scrum Team Member and Lean Delivery Foundations for everyone</li><li>Certified Scrum Facilitator for the person running the events</li><li>Product Owner Practitioner for whoever orders the backlog</li><li>Kanban Flow Practitioner for teams that work in a continuous flow</li></ul>",
    price: 94.99,
    validityDays: 365,
    examCodes: ["SPW-STM-100", "SPW-LDF-110", "SPW-CSF-200", "SPW-POP-220", "SPW-KFP-150"]
  },
  {
    name: "Data Engineering Essentials Bundle",
    shortDescription:
      "SQL, data modelling, pipelines and reporting: four exams that cover a data engineer's first year.",
    descriptionHtml:
      "<p>Data engineering rests on SQL and good models. This bundle pairs the Tabula SQL and data modelling exams with the Datum associate data engineer and BI analyst exams, so you practise the whole path from a raw table to a dashboard.</p>" +
      "<ul><li>Tabula Certified SQL Associate</li><li>Data Modeling Fundamentals</li><li>Datum Certified Data Engineer – Associate</li><li>Datum Certified BI Analyst</li></ul>",
    price: 99.0,
    validityDays: 365,
    examCodes: ["TBL-SQL-100", "TBL-DM-120", "DTM-DE-220", "DTM-BI-200"]
  },
  {
    name: "Platform Reliability Engineer Collection",
    shortDescription:
      "Six DevOps Practice Board exams covering infrastructure as code, containers, pipelines, security and SRE.",
    descriptionHtml:
      "<p>The complete DevOps Practice Board set for platform engineers. It starts with infrastructure as code and container administration, adds delivery pipelines and container security, and finishes with both site reliability exams.</p>" +
      "<ul><li>Build: Infrastructure as Code Practitioner, Container Platform Administrator</li><li>Ship: Continuous Delivery Pipeline Engineer, Container Security Specialist</li><li>Run: Site Reliability Engineering Foundations and Professional</li></ul>" +
      "<p>The largest saving in the shop, with a year of access.</p>",
    price: 219.0,
    salePrice: 189.0,
    validityDays: 365,
    examCodes: ["DPB-IAC-200", "DPB-CPA-220", "DPB-CDE-250", "DPB-CSS-340", "DPB-SRE-150", "DPB-SRE-410"]
  }
]
