/**
 * Demo catalog for the exam shop: categories, sub-categories, exams and the
 * site footer, as plain typed data with no imports.
 *
 * Everything here is ORIGINAL demo content written for this project. The
 * vendors and certification bodies (Nimbus, Cumulo, SecureGuild, Netlane,
 * Project Leadership Council, Datum Institute, Keystone Developer Program,
 * ServiceCraft, Sprintwise, Tabula, Cognitia, DevOps Practice Board) are
 * fictional. No exam name or code is taken from a real vendor, and the
 * company, address, phone numbers (555-01xx) and domains (.example) are
 * fictional too.
 *
 * The seed step reads this file to fill the catalog tables. The shape is
 * chosen to exercise the menu rules:
 *  - a sub-category may have no exams;
 *  - a category may have exams directly under it, not in a sub-category
 *    ("IT Service Management");
 *  - a category may have no exams anywhere ("Emerging Technologies"), so
 *    its menu entry shows no chevron.
 *
 * Names use only letters, digits, spaces, hyphens, ampersands, parentheses,
 * periods, plus signs and en dashes, so slugs can be made by lowercasing and
 * replacing whitespace with hyphens.
 */

export interface SeedExam {
  readonly name: string
  readonly code: string
  readonly price: number
  readonly shortDescription: string
}

export interface SeedSubCategory {
  readonly name: string
  readonly exams: ReadonlyArray<SeedExam>
}

export interface SeedCategory {
  readonly name: string
  readonly subCategories: ReadonlyArray<SeedSubCategory>
  readonly exams: ReadonlyArray<SeedExam>
}

export interface SeedFooter {
  readonly address: string
  readonly email: string
  readonly phone: string
  readonly follow_on_twitter: string
  readonly follow_on_facebook: string
  readonly follow_on_linkdin: string
}

export const DEMO_CATEGORIES: ReadonlyArray<SeedCategory> = [
  {
    name: "Cloud Computing",
    exams: [],
    subCategories: [
      {
        name: "Nimbus Cloud",
        exams: [
          {
            name: "Nimbus Certified Cloud Practitioner – Foundations",
            code: "NCP-F01",
            price: 24.99,
            shortDescription:
              "Covers core cloud concepts, Nimbus pricing and billing, the shared responsibility model and key services. Suits sales, finance and new technical staff.",
          },
          {
            name: "Nimbus Certified Solutions Architect – Associate",
            code: "NCA-SA-210",
            price: 49.0,
            shortDescription:
              "Scenario questions on designing resilient, secure and cost-aware architectures with Nimbus compute, storage and networking. For engineers with a year of hands-on cloud work.",
          },
          {
            name: "Nimbus Certified Developer – Associate",
            code: "NCA-DEV-220",
            price: 44.99,
            shortDescription:
              "Tests building, deploying and debugging cloud-native applications on Nimbus, including serverless functions, queues, managed databases and SDK authentication.",
          },
          {
            name: "Nimbus Certified Cloud Operations Engineer – Associate",
            code: "NCA-OPS-230",
            price: 44.99,
            shortDescription:
              "Focuses on monitoring, logging, backup, patching and incident handling for Nimbus workloads. Intended for administrators who run production cloud environments day to day.",
          },
          {
            name: "Nimbus Certified Solutions Architect – Professional",
            code: "NCP-SA-410",
            price: 79.0,
            shortDescription:
              "Advanced case studies on multi-account governance, hybrid connectivity, migration planning and cost optimisation at scale. For senior architects preparing for the professional tier.",
          },
        ],
      },
      {
        name: "Cumulo Platform",
        exams: [
          {
            name: "Cumulo Cloud Fundamentals",
            code: "CUM-100",
            price: 19.99,
            shortDescription:
              "An entry-level practice set on Cumulo regions, projects, identity, storage classes and billing. A good first step for anyone new to the Cumulo cloud platform.",
          },
          {
            name: "Cumulo Certified Cloud Administrator",
            code: "CUM-ADM-204",
            price: 39.0,
            shortDescription:
              "Covers provisioning virtual machines, configuring networks, managing access policies and setting budgets on Cumulo. For administrators with six months of platform experience.",
          },
          {
            name: "Cumulo Certified Cloud Engineer",
            code: "CUM-ENG-305",
            price: 54.99,
            shortDescription:
              "Hands-on style questions on automating deployments, scaling managed clusters and troubleshooting Cumulo services. Aimed at engineers who build and operate production systems.",
          },
        ],
      },
      {
        name: "Multi-Cloud Architecture",
        exams: [
          {
            name: "Certified Multi-Cloud Architect (CMCA)",
            code: "MCA-500",
            price: 69.0,
            shortDescription:
              "Vendor-neutral questions on designing portable workloads, federated identity, cross-cloud networking and unified governance across two or more public cloud providers.",
          },
          {
            name: "Cloud Migration Specialist",
            code: "CMS-320",
            price: 49.0,
            shortDescription:
              "Covers discovery, the common migration strategies, data transfer options, cutover planning and post-migration optimisation. For consultants and engineers leading moves to the cloud.",
          },
        ],
      },
      {
        name: "Cloud Financial Management",
        exams: [],
      },
    ],
  },
  {
    name: "Cybersecurity",
    exams: [],
    subCategories: [
      {
        name: "Security Foundations",
        exams: [
          {
            name: "SecureGuild Security Essentials",
            code: "SG-SEC-101",
            price: 29.99,
            shortDescription:
              "Introduces threats, vulnerabilities, access control, encryption basics and secure network design. Written for help desk staff and career changers entering security.",
          },
          {
            name: "SecureGuild Certified Security Analyst",
            code: "SG-SEC-302",
            price: 54.99,
            shortDescription:
              "Tests threat detection, log analysis, vulnerability management and security tooling in realistic scenarios. For analysts with two or more years in an IT security role.",
          },
          {
            name: "SecureGuild Certified Security Architect",
            code: "SG-SEC-402",
            price: 84.0,
            shortDescription:
              "Advanced questions on zero-trust design, identity architecture, cryptographic controls and security requirements for enterprise systems. For senior practitioners and architects.",
          },
        ],
      },
      {
        name: "Ethical Hacking & Penetration Testing",
        exams: [
          {
            name: "SecureGuild Penetration Testing Associate",
            code: "SG-PT-210",
            price: 49.0,
            shortDescription:
              "Covers scoping, reconnaissance, scanning, exploitation basics and report writing for authorised penetration tests. Suited to junior testers and system administrators.",
          },
          {
            name: "Web Application Penetration Testing Specialist",
            code: "SG-PT-350",
            price: 64.99,
            shortDescription:
              "Focuses on injection flaws, broken authentication, access control bypasses and API testing techniques. For testers and developers who assess web applications.",
          },
          {
            name: "Red Team Operations Professional",
            code: "SG-RT-460",
            price: 79.0,
            shortDescription:
              "Scenario questions on adversary emulation, lateral movement, persistence, evasion and rules of engagement. Intended for experienced penetration testers moving into red teaming.",
          },
        ],
      },
      {
        name: "Security Operations & Incident Response",
        exams: [
          {
            name: "SecureGuild SOC Analyst – Level 1",
            code: "SG-SOC-110",
            price: 34.99,
            shortDescription:
              "Covers alert triage, SIEM queries, phishing analysis, escalation paths and shift handover in a security operations centre. Ideal for new and aspiring SOC analysts.",
          },
          {
            name: "Incident Response & Digital Forensics Practitioner",
            code: "SG-IR-330",
            price: 59.0,
            shortDescription:
              "Tests the incident lifecycle, evidence handling, memory and disk forensics, containment and lessons-learned reviews. For responders and investigators on security teams.",
          },
        ],
      },
      {
        name: "Governance Risk & Compliance",
        exams: [
          {
            name: "SecureGuild Certified Risk & Compliance Manager",
            code: "SG-GRC-410",
            price: 74.99,
            shortDescription:
              "Covers risk assessment methods, control frameworks, audit preparation, policy writing and board reporting. For managers who run information security governance programmes.",
          },
          {
            name: "Privacy Program Practitioner",
            code: "SG-PRV-220",
            price: 44.99,
            shortDescription:
              "Focuses on data inventories, lawful processing, consent, retention, breach notification and privacy impact assessments. For privacy officers and compliance analysts.",
          },
        ],
      },
    ],
  },
  {
    name: "Networking",
    exams: [],
    subCategories: [
      {
        name: "Network Fundamentals",
        exams: [
          {
            name: "Networking Fundamentals Certificate",
            code: "NF-100",
            price: 14.99,
            shortDescription:
              "Covers the OSI and TCP/IP models, addressing and subnetting, switching, routing basics and common protocols. A starting point for anyone new to networking.",
          },
          {
            name: "Network Security Fundamentals",
            code: "NF-150",
            price: 19.99,
            shortDescription:
              "Introduces firewalls, VPNs, segmentation, network access control and secure remote access. For junior network and systems staff who need a security grounding.",
          },
        ],
      },
      {
        name: "Netlane Routing & Switching",
        exams: [
          {
            name: "Netlane Certified Network Associate",
            code: "NL-NA-110",
            price: 39.0,
            shortDescription:
              "Tests configuring Netlane switches and routers, VLANs, static and dynamic routing, and basic troubleshooting. For network technicians with around a year of experience.",
          },
          {
            name: "Netlane Certified Network Professional – Enterprise Core",
            code: "NL-NP-310",
            price: 64.99,
            shortDescription:
              "Covers advanced routing, redundancy protocols, QoS, overlay networks and campus design on Netlane equipment. Aimed at engineers who run enterprise networks.",
          },
          {
            name: "Netlane Certified Network Expert – Lab Readiness",
            code: "NL-NE-510",
            price: 89.0,
            shortDescription:
              "Long, multi-step scenarios that mirror an expert-level practical lab: design, implement and troubleshoot complex Netlane topologies. For senior engineers only.",
          },
        ],
      },
      {
        name: "Wireless & Mobility",
        exams: [
          {
            name: "Netlane Wireless LAN Specialist",
            code: "NL-WL-240",
            price: 44.99,
            shortDescription:
              "Covers radio frequency basics, access point placement, controller configuration, roaming and wireless security. For engineers who deploy and support Wi-Fi networks.",
          },
          {
            name: "Enterprise Wi-Fi Design Professional",
            code: "NL-WL-420",
            price: 69.0,
            shortDescription:
              "Focuses on site surveys, capacity planning, high-density venues and validation testing. Written for wireless architects who design large campus and venue networks.",
          },
        ],
      },
      {
        name: "Network Automation",
        exams: [],
      },
    ],
  },
  {
    name: "Project Management",
    exams: [],
    subCategories: [
      {
        name: "Predictive Project Management",
        exams: [
          {
            name: "PLC Certified Project Coordinator",
            code: "PLC-PC-100",
            price: 29.99,
            shortDescription:
              "Covers project life cycles, scheduling basics, stakeholder communication and change logs. For coordinators and team members taking their first step into project work.",
          },
          {
            name: "PLC Certified Project Manager",
            code: "PLC-PM-300",
            price: 59.0,
            shortDescription:
              "Tests planning, scope, schedule, budget, risk, quality and team leadership across the full project life cycle. For managers with three or more years leading projects.",
          },
          {
            name: "Project Risk Management Specialist",
            code: "PLC-RM-350",
            price: 49.0,
            shortDescription:
              "Focuses on risk identification, qualitative and quantitative analysis, response planning and risk reporting. For project managers who own risk registers on complex work.",
          },
        ],
      },
      {
        name: "Program & Portfolio Management",
        exams: [
          {
            name: "PLC Certified Program Manager",
            code: "PLC-PGM-500",
            price: 79.0,
            shortDescription:
              "Covers benefits realisation, program governance, interdependency management and stakeholder engagement across related projects. For experienced program leads.",
          },
          {
            name: "Portfolio Governance Practitioner",
            code: "PLC-PFG-520",
            price: 74.99,
            shortDescription:
              "Tests investment prioritisation, capacity planning, portfolio reporting and alignment with strategy. Written for PMO leads and portfolio managers in larger organisations.",
          },
        ],
      },
      {
        name: "Hybrid Project Delivery",
        exams: [
          {
            name: "Hybrid Project Delivery Practitioner",
            code: "PLC-HYB-310",
            price: 44.99,
            shortDescription:
              "Covers combining plan-driven and iterative approaches, tailoring governance and choosing the right delivery model per workstream. For managers running mixed-method projects.",
          },
        ],
      },
    ],
  },
  {
    name: "Data & Analytics",
    exams: [],
    subCategories: [
      {
        name: "Data Engineering",
        exams: [
          {
            name: "Datum Certified Data Engineer – Associate",
            code: "DTM-DE-220",
            price: 49.0,
            shortDescription:
              "Covers batch and streaming pipelines, data lake layouts, file formats, orchestration and data quality checks. For engineers with a year of building data pipelines.",
          },
          {
            name: "Datum Certified Data Engineer – Professional",
            code: "DTM-DE-420",
            price: 74.99,
            shortDescription:
              "Advanced scenarios on platform design, performance tuning, governance, lineage and cost control for large data platforms. For senior data engineers and platform leads.",
          },
        ],
      },
      {
        name: "Business Intelligence & Visualization",
        exams: [
          {
            name: "Datum Certified BI Analyst",
            code: "DTM-BI-200",
            price: 39.0,
            shortDescription:
              "Tests dimensional modelling, KPI definition, dashboard design, self-service reporting and data refresh strategies. For analysts who build reports for business users.",
          },
          {
            name: "Data Visualization & Storytelling Practitioner",
            code: "DTM-VIZ-150",
            price: 29.99,
            shortDescription:
              "Covers chart selection, visual perception, accessible colour use and presenting findings to non-technical audiences. Suits analysts, marketers and product managers.",
          },
        ],
      },
      {
        name: "Data Science & Statistics",
        exams: [
          {
            name: "Applied Statistics for Analysts",
            code: "DTM-STA-130",
            price: 24.99,
            shortDescription:
              "Covers descriptive statistics, probability, sampling, hypothesis testing, regression and A/B test interpretation. For analysts who want a firm statistical foundation.",
          },
          {
            name: "Datum Certified Data Scientist",
            code: "DTM-DS-400",
            price: 79.0,
            shortDescription:
              "Tests feature engineering, model selection, validation, experiment design and communicating results to stakeholders. For practising data scientists with two or more years of experience.",
          },
        ],
      },
    ],
  },
  {
    name: "Software Development",
    exams: [],
    subCategories: [
      {
        name: "Python Development",
        exams: [
          {
            name: "Keystone Python Developer – Foundations",
            code: "KDP-PY-110",
            price: 24.99,
            shortDescription:
              "Covers syntax, data types, control flow, functions, modules and basic error handling in Python. For students and new developers writing their first real programs.",
          },
          {
            name: "Keystone Python Developer – Professional",
            code: "KDP-PY-310",
            price: 54.99,
            shortDescription:
              "Tests object-oriented design, packaging, testing, concurrency and performance profiling in Python. For developers who ship and maintain production Python code.",
          },
        ],
      },
      {
        name: "Web Development",
        exams: [
          {
            name: "Keystone Front-End Web Developer",
            code: "KDP-WEB-200",
            price: 39.0,
            shortDescription:
              "Covers semantic HTML, modern CSS layout, browser APIs, component patterns and front-end performance. For developers building user interfaces for the web.",
          },
          {
            name: "Keystone Full-Stack Web Developer",
            code: "KDP-WEB-350",
            price: 59.0,
            shortDescription:
              "Tests HTTP APIs, authentication, server rendering, database access, caching and deployment of complete web applications. For developers who work across the stack.",
          },
          {
            name: "Accessible Web Engineering Practitioner",
            code: "KDP-A11Y-220",
            price: 44.99,
            shortDescription:
              "Focuses on accessible markup, keyboard support, ARIA usage, colour contrast and testing with assistive technology. For developers and designers building inclusive sites.",
          },
        ],
      },
      {
        name: "Secure Coding",
        exams: [
          {
            name: "Secure Software Development Practitioner",
            code: "KDP-SEC-330",
            price: 54.99,
            shortDescription:
              "Covers threat modelling, input validation, secrets handling, dependency risk and secure code review. For developers and tech leads who want security built into delivery.",
          },
        ],
      },
      {
        name: "Mobile App Development",
        exams: [],
      },
    ],
  },
  {
    name: "IT Service Management",
    exams: [
      {
        name: "ServiceCraft IT Service Management Foundations",
        code: "SCF-ITSM-100",
        price: 29.99,
        shortDescription:
          "Covers service value, incident, problem, change and request management, and service level agreements. For anyone working in or alongside IT operations teams.",
      },
      {
        name: "ServiceCraft Service Desk Practitioner",
        code: "SCF-SDP-210",
        price: 39.0,
        shortDescription:
          "Tests ticket triage, prioritisation, knowledge management, customer communication and service desk metrics. Written for service desk agents and team leads.",
      },
    ],
    subCategories: [
      {
        name: "Service Strategy & Design",
        exams: [],
      },
      {
        name: "Service Operations",
        exams: [],
      },
      {
        name: "Continual Improvement",
        exams: [],
      },
    ],
  },
  {
    name: "Agile & Scrum",
    exams: [],
    subCategories: [
      {
        name: "Scrum",
        exams: [
          {
            name: "Sprintwise Scrum Team Member",
            code: "SPW-STM-100",
            price: 19.99,
            shortDescription:
              "Covers Scrum roles, events, artefacts and the basics of working in short iterations. Suits developers, testers and analysts joining their first Scrum team.",
          },
          {
            name: "Sprintwise Certified Scrum Facilitator",
            code: "SPW-CSF-200",
            price: 34.99,
            shortDescription:
              "Tests facilitating Scrum events, removing impediments, coaching teams and using metrics responsibly. For people stepping into a team facilitation or coaching role.",
          },
          {
            name: "Sprintwise Product Owner Practitioner",
            code: "SPW-POP-220",
            price: 34.99,
            shortDescription:
              "Focuses on product vision, backlog ordering, writing good user stories, release planning and stakeholder management. For product owners and business analysts.",
          },
          {
            name: "Sprintwise Advanced Scrum Facilitator",
            code: "SPW-ASF-400",
            price: 59.0,
            shortDescription:
              "Scenario questions on coaching several teams, handling conflict, organisational impediments and agile transformation. For experienced facilitators with two or more years in the role.",
          },
        ],
      },
      {
        name: "Agile at Scale",
        exams: [
          {
            name: "Enterprise Agility Practitioner",
            code: "SPW-EAP-300",
            price: 49.0,
            shortDescription:
              "Covers aligning many teams to shared goals, lean portfolio thinking, dependency management and agile funding models. For managers and coaches in large organisations.",
          },
          {
            name: "Multi-Team Agile Coordination Specialist",
            code: "SPW-MTC-320",
            price: 54.99,
            shortDescription:
              "Tests joint planning, integration cadence, cross-team reviews and risk tracking when several teams build one product. For delivery leads coordinating many teams.",
          },
        ],
      },
      {
        name: "Kanban & Lean",
        exams: [
          {
            name: "Lean Delivery Foundations",
            code: "SPW-LDF-110",
            price: 14.99,
            shortDescription:
              "Introduces lean principles, value stream mapping, waste reduction and continuous improvement. A short, friendly practice set for anyone new to lean ways of working.",
          },
          {
            name: "Kanban Flow Practitioner",
            code: "SPW-KFP-150",
            price: 24.99,
            shortDescription:
              "Covers visualising work, WIP limits, flow metrics, service level expectations and forecasting. For teams and team leads adopting a flow-based way of delivering work.",
          },
        ],
      },
    ],
  },
  {
    name: "Databases",
    exams: [],
    subCategories: [
      {
        name: "Relational Databases",
        exams: [
          {
            name: "Tabula Certified SQL Associate",
            code: "TBL-SQL-100",
            price: 24.99,
            shortDescription:
              "Covers SELECT queries, joins, grouping, subqueries, basic DDL and transactions. For analysts, testers and junior developers who query relational databases every day.",
          },
          {
            name: "Tabula Certified Database Administrator",
            code: "TBL-DBA-300",
            price: 59.0,
            shortDescription:
              "Tests installation, backup and recovery, replication, user security, monitoring and upgrades of relational databases. For administrators who run production database servers.",
          },
          {
            name: "Query Performance Tuning Specialist",
            code: "TBL-PERF-350",
            price: 64.99,
            shortDescription:
              "Focuses on execution plans, indexing strategy, statistics, locking and rewriting slow queries. For developers and DBAs responsible for database performance.",
          },
        ],
      },
      {
        name: "NoSQL & Distributed Databases",
        exams: [
          {
            name: "Tabula Document Database Developer",
            code: "TBL-DOC-210",
            price: 39.0,
            shortDescription:
              "Covers document modelling, indexing, aggregation pipelines and schema evolution in document stores. For application developers working with JSON-based databases.",
          },
          {
            name: "Distributed Data Systems Architect",
            code: "TBL-DDS-450",
            price: 79.0,
            shortDescription:
              "Tests partitioning, replication, consistency models, consensus and multi-region design trade-offs. For architects who design large, highly available data systems.",
          },
        ],
      },
      {
        name: "Data Modeling",
        exams: [
          {
            name: "Data Modeling Fundamentals",
            code: "TBL-DM-120",
            price: 19.99,
            shortDescription:
              "Covers entities, relationships, keys, normalisation and when to denormalise, with worked examples. For developers and analysts who design or review database schemas.",
          },
        ],
      },
    ],
  },
  {
    name: "Artificial Intelligence",
    exams: [],
    subCategories: [
      {
        name: "Machine Learning",
        exams: [
          {
            name: "Cognitia Machine Learning Foundations",
            code: "COG-ML-100",
            price: 29.99,
            shortDescription:
              "Introduces supervised and unsupervised learning, training and evaluation, overfitting and common algorithms. For technical professionals starting out in machine learning.",
          },
          {
            name: "Cognitia Certified Machine Learning Engineer",
            code: "COG-MLE-300",
            price: 69.0,
            shortDescription:
              "Tests data preparation, model training at scale, deployment, monitoring and drift detection in production. For engineers who build and operate machine learning systems.",
          },
        ],
      },
      {
        name: "Generative AI & LLMs",
        exams: [
          {
            name: "Cognitia Generative AI Practitioner",
            code: "COG-GEN-200",
            price: 44.99,
            shortDescription:
              "Covers how large language models work, prompting techniques, retrieval-augmented generation and evaluating outputs. For professionals adopting generative AI at work.",
          },
          {
            name: "LLM Application Developer",
            code: "COG-LLM-310",
            price: 59.0,
            shortDescription:
              "Tests building applications on language models: tool calling, embeddings, vector search, guardrails, cost control and testing. For developers shipping AI-powered features.",
          },
        ],
      },
      {
        name: "Responsible AI & Governance",
        exams: [
          {
            name: "Responsible AI Governance Practitioner",
            code: "COG-RAI-240",
            price: 54.99,
            shortDescription:
              "Covers AI risk assessment, fairness and bias testing, transparency, human oversight and policy design. For risk, compliance and product leaders overseeing AI systems.",
          },
        ],
      },
    ],
  },
  {
    name: "DevOps",
    exams: [],
    subCategories: [
      {
        name: "Containers & Orchestration",
        exams: [
          {
            name: "Container Platform Administrator",
            code: "DPB-CPA-220",
            price: 49.0,
            shortDescription:
              "Covers container images, cluster architecture, workloads, networking, storage and upgrades on orchestration platforms. For administrators who run container clusters.",
          },
          {
            name: "Container Security Specialist",
            code: "DPB-CSS-340",
            price: 59.0,
            shortDescription:
              "Tests image hardening, supply chain checks, runtime policies, secrets and network isolation for containers. For platform and security engineers protecting clusters.",
          },
        ],
      },
      {
        name: "Continuous Integration & Delivery",
        exams: [
          {
            name: "Continuous Delivery Pipeline Engineer",
            code: "DPB-CDE-250",
            price: 44.99,
            shortDescription:
              "Covers build automation, test stages, artefact management, deployment strategies and rollbacks. For engineers who design and maintain delivery pipelines for their teams.",
          },
        ],
      },
      {
        name: "Infrastructure as Code",
        exams: [
          {
            name: "Infrastructure as Code Practitioner",
            code: "DPB-IAC-200",
            price: 39.0,
            shortDescription:
              "Tests declarative provisioning, state management, modules, drift detection and code review for infrastructure. For operations and cloud engineers automating environments.",
          },
        ],
      },
      {
        name: "Site Reliability Engineering",
        exams: [
          {
            name: "Site Reliability Engineering Foundations",
            code: "DPB-SRE-150",
            price: 29.99,
            shortDescription:
              "Introduces service level objectives, error budgets, toil reduction, on-call practice and blameless postmortems. For developers and operators new to reliability work.",
          },
          {
            name: "Site Reliability Engineering Professional",
            code: "DPB-SRE-410",
            price: 74.99,
            shortDescription:
              "Scenario questions on capacity planning, observability design, incident command and reliability trade-offs at scale. For experienced SREs and platform team leads.",
          },
        ],
      },
    ],
  },
  {
    name: "Emerging Technologies",
    exams: [],
    subCategories: [
      {
        name: "Quantum Computing",
        exams: [],
      },
      {
        name: "Blockchain & Distributed Ledgers",
        exams: [],
      },
      {
        name: "Edge Computing & IoT",
        exams: [],
      },
    ],
  },
]

export const DEMO_FOOTER: SeedFooter = {
  address: "ExamReady Learning, 2150 Harbor Point Drive, Suite 410, Austin, TX 78701",
  email: "support@examready.example",
  phone: "(512) 555-0147",
  follow_on_twitter: "https://twitter.com/examready_example",
  follow_on_facebook: "https://www.facebook.com/examready.example",
  follow_on_linkdin: "https://www.linkedin.com/company/examready-example",
}
