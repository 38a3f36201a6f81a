/**
 * Demo question bank: the practice tests of five demo exams (by the exam
 * `code` of catalog-data.ts), each test with its rules, sections and
 * questions, as plain typed data with no imports. The seed step loads it
 * into the tests, sections and questions tables.
 *
 * Everything here is ORIGINAL demo content written for this project. The
 * vendors and their service names (Nimbus Object Store, Nimbus Key Manager,
 * …) are fictional; the technology underneath is generic and vendor-neutral,
 * so every question can be answered from general knowledge of the field.
 * Nothing is taken from a real exam or a real vendor's material.
 *
 * The shape is chosen to exercise the attempt rules:
 *  - some tests allow pause and some do not;
 *  - one test allows only 3 attempts, the others are unlimited (null);
 *  - one test scores multiple-answer questions with partial credit, the
 *    others all-or-nothing per question;
 *  - every test has 3 to 5 objectives, so per-objective scores mean
 *    something;
 *  - "Quick Check (2 minutes)" is deliberately tiny and short, so the
 *    time-out can be watched without waiting an hour.
 *
 * `correct` holds indexes into `options`. A "multiple" question says in its
 * text how many options to choose, and has exactly that many correct.
 */

export interface BankQuestion {
  readonly text: string
  readonly kind: "single" | "multiple"
  readonly options: ReadonlyArray<string>
  readonly correct: ReadonlyArray<number>
  /** Why the right answer is right and the tempting wrong one is wrong. */
  readonly explanation: string
  /** The exam objective the question counts towards. */
  readonly objective: string
}

export interface BankSection {
  readonly name: string
  readonly questions: ReadonlyArray<BankQuestion>
}

export interface BankTest {
  readonly name: string
  readonly durationMinutes: number
  readonly passMarkPercent: number
  readonly pauseAllowed: boolean
  /** null: unlimited attempts. */
  readonly maxAttempts: number | null
  readonly scoring: "allOrNothing" | "partialCredit"
  readonly sections: ReadonlyArray<BankSection>
}

export interface BankExam {
  /** The exam's `code` in catalog-data.ts. */
  readonly examCode: string
  readonly tests: ReadonlyArray<BankTest>
}

export const QUESTION_BANK: ReadonlyArray<BankExam> = [
  // ── Nimbus Certified Solutions Architect – Associate ────────────────────
  {
    examCode: "NCA-SA-210",
    tests: [
      {
        name: "Practice Test 1",
        durationMinutes: 60,
        passMarkPercent: 72,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Resilient architectures",
            questions: [
              {
                text: "A web application runs on two Nimbus Compute instances in a single availability zone behind Nimbus Load Balancer. The business now requires the application to keep serving traffic if an entire zone fails. Which change meets this requirement with the least effort?",
                kind: "single",
                options: [
                  "Replace both instances with one instance of twice the size in the same zone",
                  "Take hourly snapshots of both instances' block volumes",
                  "Move one instance to a second zone in the same region and let the load balancer health-check and route to both zones",
                  "Add a second load balancer in the same zone and point DNS at both load balancers"
                ],
                correct: [2],
                explanation: "Spreading the instances across two zones behind a load balancer that health-checks them removes the single zone as a point of failure: if one zone goes down, traffic continues to the other. Snapshots help you rebuild later, but they do not keep the application serving during the outage, and a second load balancer in the same zone fails together with the first.",
                objective: "Resilience and scaling"
              },
              {
                text: "An order database runs on Nimbus Managed SQL in one zone. The team needs automatic failover within minutes if that zone fails, with no loss of committed transactions. What should the architect configure?",
                kind: "single",
                options: [
                  "An asynchronous read replica in another region that an operator promotes after an outage",
                  "A multi-zone deployment with a synchronous standby replica in a second zone",
                  "Daily automated backups with a 35-day retention period",
                  "A larger instance class with provisioned storage performance"
                ],
                correct: [1],
                explanation: "A synchronous standby in another zone acknowledges every commit before the primary confirms it, so a failover loses no committed data and happens automatically. An asynchronous cross-region replica is tempting because it is further away, but it can lag behind the primary (losing recent commits) and needs a manual promotion, so it misses both requirements.",
                objective: "Resilience and scaling"
              },
              {
                text: "An order service calls an invoicing service synchronously. During sales peaks the invoicing service slows down and customers see order timeouts, although invoices may be produced up to an hour later. Which two changes decouple the services? Choose two.",
                kind: "multiple",
                options: [
                  "Increase the order service's client timeout to five minutes",
                  "Have the order service put an invoicing message on Nimbus Queue and return to the customer at once",
                  "Run the invoicing workers in an auto-scaling group that scales on the number of messages waiting in the queue",
                  "Move the order service to a larger instance type",
                  "Put Nimbus Edge Cache in front of the invoicing service"
                ],
                correct: [1, 2],
                explanation: "A queue lets the order service accept the order and move on, while invoicing works through messages at its own pace; scaling the workers on queue depth drains a backlog after a peak. A longer timeout only makes customers wait longer for the same slow call, and a bigger order service or a cache does nothing about the synchronous dependency.",
                objective: "Resilience and scaling"
              },
              {
                text: "A line-of-business application has a recovery point objective (RPO) of one hour and a recovery time objective (RTO) of four hours. The company wants the lowest-cost disaster recovery design that still meets both objectives if the primary region is lost. Which design fits best?",
                kind: "single",
                options: [
                  "Active-active deployment in two regions with global DNS load balancing",
                  "A full-size warm standby environment running at all times in a second region",
                  "Daily snapshots kept in the primary region",
                  "Hourly snapshots and database backups copied to a second region, with scripted infrastructure to restore them there"
                ],
                correct: [3],
                explanation: "Hourly copies to another region keep the data loss within one hour, and scripted infrastructure can rebuild the environment well inside four hours, at the cost of storage only. Active-active and warm standby also meet the objectives but pay for running capacity all the time, and daily snapshots in the same region fail both the RPO and the loss-of-region scenario.",
                objective: "Resilience and scaling"
              },
              {
                text: "Instances in an auto-scaling group are being terminated and replaced several times a day. The load balancer health check calls /health, which also runs a query against the shared database. Each time the database is briefly slow, every instance is marked unhealthy at once. Which change addresses the root cause?",
                kind: "single",
                options: [
                  "Make /health check only that the instance's own process is able to serve, and monitor the database with a separate alarm",
                  "Shorten the health check interval so that instances recover faster",
                  "Move to a larger instance type so that the health check answers sooner",
                  "Disable health checks on the load balancer"
                ],
                correct: [0],
                explanation: "A health check that depends on a shared dependency turns one slow database into the replacement of the whole fleet, which cannot fix the database anyway. A shallow check of the instance itself, plus separate monitoring of the database, replaces only instances that are really broken; a shorter interval would make the false failures happen even faster.",
                objective: "Resilience and scaling"
              },
              {
                text: "A photo-sharing application stores user uploads that must be highly durable and served to millions of users over HTTPS. Files are written once and read many times. Which storage service fits best?",
                kind: "single",
                options: [
                  "Nimbus Block Volumes attached to the web servers",
                  "The local instance storage of each web server",
                  "Nimbus Object Store",
                  "Nimbus File Share mounted on every web server"
                ],
                correct: [2],
                explanation: "Object storage is built for write-once, read-many content at any scale, stores each object redundantly across zones and can serve it directly over HTTPS. A block volume is tied to one instance and one zone, and local instance storage is lost when the instance stops, so neither suits durable shared content.",
                objective: "Storage selection"
              },
              {
                text: "A web tier keeps user sessions in the memory of each instance. When the auto-scaling group scales in, some users are logged out. Which two changes let instances be added and removed without losing sessions? Choose two.",
                kind: "multiple",
                options: [
                  "Enable sticky sessions on the load balancer",
                  "Store session data in Nimbus Cache, a managed in-memory key-value store shared by all instances",
                  "Disable scale-in for the auto-scaling group",
                  "Keep the session in a signed and encrypted token held by the client",
                  "Double the memory of each instance"
                ],
                correct: [1, 3],
                explanation: "Both a shared session store and a signed client-side token make the web tier stateless, so any instance can serve any request and removing one loses nothing. Sticky sessions are the tempting answer, but they still tie a user to one instance, and that user's session disappears when the instance is scaled in.",
                objective: "Resilience and scaling"
              },
              {
                text: "Several Nimbus Compute instances in two zones must read and write the same set of files at the same time through a standard POSIX file system interface. Which storage option meets this requirement?",
                kind: "single",
                options: [
                  "One Nimbus Block Volume attached to all instances",
                  "Nimbus File Share mounted by every instance",
                  "Nimbus Object Store accessed through its HTTPS API",
                  "Nimbus Archive Storage"
                ],
                correct: [1],
                explanation: "A managed network file share provides a POSIX file system that many instances in several zones can mount and use concurrently. A block volume attaches to one instance in one zone, and object storage is accessed through an API rather than as a file system, so the application would need to be rewritten.",
                objective: "Storage selection"
              }
            ]
          },
          {
            name: "Secure architectures",
            questions: [
              {
                text: "An application on Nimbus Compute needs to read objects from one bucket in Nimbus Object Store. A developer has placed a long-term access key in the application's configuration file. What should the architect recommend instead?",
                kind: "single",
                options: [
                  "Move the access key into an environment variable set at boot",
                  "Attach a role to the instance with a policy that allows reading objects from that one bucket only",
                  "Attach the built-in administrator role to the instance so that permissions never block the application",
                  "Make the bucket public so that no credentials are needed"
                ],
                correct: [1],
                explanation: "An instance role delivers short-lived credentials that rotate automatically, and a policy scoped to reading one bucket follows least privilege. An environment variable still holds the same long-term key that can leak and never expires, and the administrator role or a public bucket grants far more than the application needs.",
                objective: "Security and identity"
              },
              {
                text: "Database instances must not be reachable from the internet, but they must download operating system patches from public repositories. Where should they be placed?",
                kind: "single",
                options: [
                  "In a public subnet with a security group that blocks all inbound traffic",
                  "In a private subnet whose route table sends internet-bound traffic to the internet gateway",
                  "In a private subnet whose route table sends internet-bound traffic to a NAT gateway in a public subnet",
                  "In an isolated subnet with no route to anything outside the virtual network"
                ],
                correct: [2],
                explanation: "A NAT gateway lets instances in a private subnet open outbound connections while nothing on the internet can open a connection to them. A public subnet gives the instances public addresses and relies on a single security group to protect them, a route straight to the internet gateway does not work for instances without public addresses, and an isolated subnet cannot reach the patch repositories at all.",
                objective: "Network design"
              },
              {
                text: "A compliance rule requires that data at rest in Nimbus Object Store is encrypted with keys the company can rotate and revoke, and that every use of those keys is audited. Which two actions meet the requirement? Choose two.",
                kind: "multiple",
                options: [
                  "Require TLS for all requests to the bucket",
                  "Enable server-side encryption with customer-managed keys held in Nimbus Key Manager",
                  "Hash every object with SHA-256 before upload",
                  "Turn on audit logging of key usage in Nimbus Key Manager and keep the logs in a separate account",
                  "Block all public access to the bucket"
                ],
                correct: [1, 3],
                explanation: "Customer-managed keys give the company control over rotation and revocation, and key-usage audit logs record every encrypt and decrypt call. TLS protects data in transit, not at rest; hashing is one-way and is not encryption at all; and blocking public access is good practice but says nothing about keys.",
                objective: "Security and identity"
              },
              {
                text: "A web tier runs in a private subnet behind an internet-facing load balancer. Only the load balancer should be able to reach the web instances on port 443. Which rule achieves this most precisely?",
                kind: "single",
                options: [
                  "An inbound rule on the web instances' security group allowing port 443 from 0.0.0.0/0",
                  "An inbound rule on the web instances' security group allowing port 443 from the load balancer's security group",
                  "A network ACL on the public subnet that denies port 443",
                  "An outbound rule on the load balancer's security group allowing all traffic"
                ],
                correct: [1],
                explanation: "Referencing the load balancer's security group as the source allows exactly the load balancer nodes, whatever addresses they have now or later. Allowing 0.0.0.0/0 opens the port to anything that can route to the subnet, and a deny rule on the public subnet would block the client traffic the load balancer itself needs.",
                objective: "Network design"
              },
              {
                text: "A contractor needs access to the resources of one project for two weeks. What is the most secure way to grant it?",
                kind: "single",
                options: [
                  "Share the credentials of an existing engineer who already has the right access",
                  "Add the contractor to the administrators group and remove them after two weeks",
                  "Create a user with a long-term access key and ask the contractor to delete it when finished",
                  "Give the contractor an individual identity that can assume a role scoped to that project, with access that expires after two weeks"
                ],
                correct: [3],
                explanation: "An individual identity keeps the audit trail personal, a project-scoped role applies least privilege, and an expiry removes the access even if nobody remembers to. Shared credentials destroy accountability, and the administrators group grants far more than one project, relying on someone to clean up later.",
                objective: "Security and identity"
              },
              {
                text: "Instances in a private subnet write large amounts of data to Nimbus Object Store. The security team requires that this traffic never crosses the public internet. What should the architect add?",
                kind: "single",
                options: [
                  "A private endpoint for Nimbus Object Store in the virtual network, with the subnet's route table using it",
                  "A NAT gateway in a public subnet",
                  "A site-to-site VPN to the head office",
                  "A second internet gateway dedicated to storage traffic"
                ],
                correct: [0],
                explanation: "A private endpoint carries traffic to the storage service over the provider's private network, so it never leaves for the internet. A NAT gateway is the usual tempting answer, but it sends the requests to the service's public endpoint over the internet path, and it also adds data processing charges.",
                objective: "Network design"
              },
              {
                text: "Traffic must be encrypted all the way from clients to the web instances, and the load balancer must route requests to different target groups by URL path. Which configuration meets both requirements?",
                kind: "single",
                options: [
                  "A layer 4 load balancer that passes TLS through to the instances unchanged",
                  "A layer 7 load balancer that terminates TLS and forwards plain HTTP to the instances",
                  "A layer 7 load balancer that terminates TLS, routes by path and opens a new TLS connection to the instances",
                  "No load balancer; publish each instance's address in DNS"
                ],
                correct: [2],
                explanation: "Path-based routing needs the load balancer to read the HTTP request, so it must terminate TLS; re-encrypting to the instances keeps the traffic encrypted end to end. TLS passthrough keeps encryption but hides the path from the load balancer, and forwarding plain HTTP breaks the encryption requirement inside the network.",
                objective: "Security and identity"
              }
            ]
          },
          {
            name: "Performance and cost",
            questions: [
              {
                text: "A service runs a steady baseline of 10 instances around the clock and is expected to for the next three years. Every weekday afternoon it scales up to 25 instances for about three hours. Which purchasing approach minimises cost?",
                kind: "single",
                options: [
                  "Reserved capacity for all 25 instances",
                  "Reserved capacity for the 10 baseline instances and on-demand instances for the afternoon peak",
                  "Spare-capacity (interruptible) instances for the whole fleet",
                  "On-demand instances for everything, to keep flexibility"
                ],
                correct: [1],
                explanation: "Reserved capacity gives the biggest discount on usage that runs all the time, and on-demand is the cheapest way to pay for a few hours of peak a day. Reserving all 25 pays for 15 instances that sit idle most of the day, and interruptible capacity can be taken away, which a customer-facing baseline cannot accept.",
                objective: "Cost and performance"
              },
              {
                text: "A product catalog database is overloaded: 95% of its queries are reads of product details, and CPU is constantly high. Which two changes reduce the load on the primary? Choose two.",
                kind: "multiple",
                options: [
                  "Add read replicas and send catalog reads to them",
                  "Enable a multi-zone standby replica",
                  "Increase the backup retention period",
                  "Cache product details in Nimbus Cache and read through the cache first",
                  "Increase the allocated storage of the primary"
                ],
                correct: [0, 3],
                explanation: "Read replicas take read queries away from the primary, and a cache in front of the database serves repeated reads without touching it at all. A multi-zone standby is tempting, but a standby exists only for failover and does not serve reads, while backup retention and storage size do not change CPU load.",
                objective: "Cost and performance"
              },
              {
                text: "Application logs in Nimbus Object Store are read often during their first 30 days, rarely after that, and must be kept for seven years. What is the most cost-effective approach?",
                kind: "single",
                options: [
                  "Keep all logs in the standard storage tier for seven years",
                  "Delete logs after 30 days and rely on the application to recreate them",
                  "Copy the logs to block volume snapshots each month",
                  "Add a lifecycle rule that moves logs to an infrequent-access tier after 30 days and to the archive tier after 90 days, and expires them after seven years"
                ],
                correct: [3],
                explanation: "Lifecycle rules move objects to cheaper tiers as access drops and delete them when retention ends, with no manual work. Keeping everything in the standard tier pays the highest storage price for data nobody reads, and deleting after 30 days breaks the seven-year retention requirement.",
                objective: "Cost and performance"
              },
              {
                text: "Users on other continents report slow loading of images, scripts and style sheets served by a web application hosted in a single region. What is the most effective improvement?",
                kind: "single",
                options: [
                  "Serve the static files through Nimbus Edge Cache, a content delivery network, with the object store as origin",
                  "Move the web servers to a larger instance type",
                  "Add read replicas of the database in every continent",
                  "Increase the load balancer's idle timeout"
                ],
                correct: [0],
                explanation: "A content delivery network caches static files at edge locations close to users, so most requests never travel to the home region. Larger web servers do not shorten the distance the bytes travel, and database replicas do nothing for static files that are not in the database.",
                objective: "Cost and performance"
              },
              {
                text: "A nightly batch job processes files and can be stopped and restarted at any time without losing work, because it checkpoints progress. It must finish by morning but has no exact deadline within the night. Which compute option is cheapest?",
                kind: "single",
                options: [
                  "Three-year reserved instances",
                  "Dedicated hosts",
                  "Interruptible spare-capacity instances",
                  "On-demand instances of the largest size available"
                ],
                correct: [2],
                explanation: "Spare-capacity instances are heavily discounted in exchange for possible interruption, which a checkpointing job with a flexible deadline can tolerate. Reserved instances are only cheap when they run all the time, and a job that runs a few hours a night would leave them idle most of the day.",
                objective: "Cost and performance"
              },
              {
                text: "Development and test environments run around the clock on large instances. Metrics show average CPU use of 8%, and the environments are used only from 08:00 to 18:00 on weekdays. Which two changes reduce cost the most without affecting developers? Choose two.",
                kind: "multiple",
                options: [
                  "Buy three-year reserved capacity for the current instances",
                  "Move the environments to a different region",
                  "Stop the instances automatically outside working hours and start them before the day begins",
                  "Enable detailed monitoring at one-minute intervals",
                  "Resize the instances to a smaller type after checking their peak usage"
                ],
                correct: [2, 4],
                explanation: "Stopping the environments outside the 50 working hours a week removes about 70% of their running time, and right-sizing cuts the price of the hours that remain. Reserved capacity is the tempting answer, but it commits the company to paying for oversized instances 24 hours a day, which is the waste the team wants to remove.",
                objective: "Cost and performance"
              },
              {
                text: "A self-managed database on a general-purpose Nimbus Block Volume regularly reaches the volume's IOPS limit during business hours, while CPU and memory stay low. What should the architect change?",
                kind: "single",
                options: [
                  "Move the database to an instance type with more memory",
                  "Switch the volume to a provisioned-IOPS SSD type sized for the measured peak",
                  "Move the database files to Nimbus Object Store",
                  "Add a second network interface to the instance"
                ],
                correct: [1],
                explanation: "The bottleneck is the storage, so a volume type with higher, guaranteed IOPS addresses it directly. More memory or another network interface does not change the volume's I/O limit, and object storage is not a block device a database engine can run its data files on.",
                objective: "Storage selection"
              }
            ]
          }
        ]
      },
      {
        name: "Practice Test 2",
        durationMinutes: 60,
        passMarkPercent: 72,
        pauseAllowed: false,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Design for resilience",
            questions: [
              {
                text: "A team is designing a three-tier web application in one Nimbus region that has three availability zones. Which placement gives the highest availability?",
                kind: "single",
                options: [
                  "All tiers in one zone, in a placement group for the lowest latency",
                  "Web and application tiers in auto-scaling groups spread over all three zones, and the database as a multi-zone deployment",
                  "Web tier in three zones, application and database tiers in one zone to simplify operations",
                  "One large instance per tier, each in a different zone"
                ],
                correct: [1],
                explanation: "Every tier must survive the loss of a zone, so each needs capacity in more than one zone: auto-scaling groups across zones for stateless tiers, and a multi-zone database for the data. Keeping any tier in one zone, or running a single instance per tier, leaves a single point of failure that takes the whole application down.",
                objective: "Resilience and scaling"
              },
              {
                text: "An application must fail over to a second region if the primary region becomes unavailable. Which two elements are required for this design? Choose two.",
                kind: "multiple",
                options: [
                  "Health-checked failover routing in Nimbus DNS that points to the secondary region when the primary is unhealthy",
                  "A DNS time-to-live of 24 hours on the application's record",
                  "Round-robin DNS across both regions without health checks",
                  "Continuous replication of the data to the secondary region",
                  "A larger instance type in the primary region"
                ],
                correct: [0, 3],
                explanation: "Failover needs something that notices the outage and redirects users, which health-checked DNS routing does, and the secondary region needs a recent copy of the data to serve. A 24-hour TTL keeps clients pointing at the failed region for up to a day, and round-robin without health checks keeps sending half the users to it.",
                objective: "Resilience and scaling"
              },
              {
                text: "A worker consumes messages from Nimbus Queue and sends a confirmation email for each. Customers occasionally receive the same email twice. The queue guarantees at-least-once delivery. What is the most reliable fix?",
                kind: "single",
                options: [
                  "Increase the queue's visibility timeout",
                  "Make the worker idempotent by recording each processed message ID and skipping IDs already seen",
                  "Reduce the number of worker instances to one",
                  "Switch the queue to deliver messages in batches of ten"
                ],
                correct: [1],
                explanation: "At-least-once delivery means duplicates will happen sometimes, so the consumer itself must make processing a message twice harmless. A longer visibility timeout reduces one cause of redelivery but cannot rule duplicates out, and a single worker still receives redelivered messages.",
                objective: "Resilience and scaling"
              },
              {
                text: "One malformed message in Nimbus Queue makes the worker fail every time it is received. The message returns to the queue again and again and wastes processing time. What should be configured?",
                kind: "single",
                options: [
                  "A longer message retention period",
                  "A larger maximum message size",
                  "A second queue that receives a copy of every message",
                  "A dead-letter queue that receives messages after a set number of failed receives"
                ],
                correct: [3],
                explanation: "A dead-letter queue takes a message out of circulation after a chosen number of failed attempts, so it stops blocking the worker and can be inspected later. A longer retention period does the opposite, keeping the poison message cycling even longer, and copying every message does not stop the failures.",
                objective: "Resilience and scaling"
              },
              {
                text: "A team wants to release a new version of a web application with no downtime and the ability to return to the old version within seconds if errors rise. Which deployment approach fits?",
                kind: "single",
                options: [
                  "Update all instances in place at the same time",
                  "Stop the old environment, then start the new one",
                  "Blue/green deployment: start the new version alongside the old one and switch the load balancer's traffic, keeping the old environment ready",
                  "Update instances one at a time and rebuild them from backups if something goes wrong"
                ],
                correct: [2],
                explanation: "With blue/green, the old environment keeps running untouched, so rolling back is only a matter of switching traffic back. Updating everything in place causes downtime and leaves nothing to return to, and rebuilding from backups takes far longer than seconds.",
                objective: "Resilience and scaling"
              },
              {
                text: "Traffic to a booking site rises sharply every weekday at 09:00. Target-tracking auto scaling reacts, but new instances arrive only after users have seen slow pages for several minutes. What should the team add?",
                kind: "single",
                options: [
                  "A scheduled scaling action that raises the desired capacity shortly before 09:00 on weekdays",
                  "A lower CPU threshold for scale-in",
                  "A longer cooldown period after each scaling action",
                  "A larger maximum size for the group, with no other change"
                ],
                correct: [0],
                explanation: "A predictable peak is best met by adding capacity before it arrives, which a scheduled action does; target tracking then handles whatever remains. A longer cooldown slows scaling down further, and a higher maximum size does not make the group start scaling any earlier.",
                objective: "Resilience and scaling"
              },
              {
                text: "New instances in an auto-scaling group take 12 minutes to become ready because a start-up script installs packages and downloads the application. Scale-out during spikes is too slow. Which change helps most?",
                kind: "single",
                options: [
                  "Run the start-up script twice to make sure it completes",
                  "Build a machine image with the packages and application already installed and launch instances from it",
                  "Move the start-up script to run after the instance passes its health check",
                  "Increase the health check grace period to 20 minutes"
                ],
                correct: [1],
                explanation: "A prebuilt machine image moves the slow installation work to build time, so new instances only start the application. A longer grace period only stops the group from replacing slow instances; it does not make them ready any sooner.",
                objective: "Resilience and scaling"
              }
            ]
          },
          {
            name: "Design for security",
            questions: [
              {
                text: "A Nimbus Functions function sends messages to one queue. Its role currently has a policy allowing every queue action on every queue in the account. How should the policy be changed to follow least privilege?",
                kind: "single",
                options: [
                  "Keep the policy but add a condition that requests come from the company's IP range",
                  "Replace it with a policy that allows only the send-message action on that one queue",
                  "Replace it with a policy that allows every action on that one queue",
                  "Attach the built-in read-only role instead"
                ],
                correct: [1],
                explanation: "Least privilege means granting only the actions the function uses on only the resource it uses, which here is sending to one queue. Allowing every action on that queue still lets a compromised function delete or purge it, and the read-only role would not allow the function to send at all.",
                objective: "Security and identity"
              },
              {
                text: "A public web application is being hit by SQL injection attempts and by bots that send thousands of requests a minute from a few addresses. Which two controls address these threats? Choose two.",
                kind: "multiple",
                options: [
                  "Enable encryption at rest on the database",
                  "Attach a web application firewall with managed rules for injection attacks to the load balancer",
                  "Close port 443 in the web tier's security group",
                  "Add a rate-based rule to the web application firewall that blocks addresses exceeding a request threshold",
                  "Move the web servers to a larger instance type"
                ],
                correct: [1, 3],
                explanation: "A web application firewall inspects HTTP requests, so its managed rules can block injection patterns and its rate-based rules can block abusive sources. Encryption at rest protects stored data but does not stop a malicious query, and closing port 443 would take the site offline for everyone.",
                objective: "Security and identity"
              },
              {
                text: "A database password is hard-coded in an application's machine image. The security team wants it out of the image and rotated every 30 days without redeploying the application. What should the architect recommend?",
                kind: "single",
                options: [
                  "Encrypt the machine image",
                  "Put the password in the instance user data script",
                  "Store the password in Nimbus Secrets Manager with automatic rotation, and have the application read it at run time using its instance role",
                  "Email the new password to the operations team every 30 days"
                ],
                correct: [2],
                explanation: "A secrets manager keeps the password out of code and images, rotates it on a schedule and hands the current value to callers authorised by their role. Encrypting the image still leaves a fixed password inside it, and user data is readable from the instance and still needs a redeployment to change.",
                objective: "Security and identity"
              },
              {
                text: "External auditors use their own Nimbus account. They need read-only access to the logs stored in the company's logging account for one quarter. What is the recommended approach?",
                kind: "single",
                options: [
                  "Create a role in the logging account that trusts the auditors' account and allows read-only access to the logs, for them to assume",
                  "Create a user for each auditor in the logging account with a long-term access key",
                  "Copy the logs to a public bucket for the duration of the audit",
                  "Share the logging account's root credentials with the audit lead"
                ],
                correct: [0],
                explanation: "A cross-account role gives temporary credentials to identities the auditors already manage, and the trust can be removed in one step when the quarter ends. Long-term keys for each auditor create credentials the company must track and revoke, and a public bucket or root credentials expose far more than read access to logs.",
                objective: "Security and identity"
              },
              {
                text: "Administrators must open shell sessions on instances in private subnets. The security team requires that no inbound port is opened on any instance and that every session is recorded. What should be used?",
                kind: "single",
                options: [
                  "A bastion host in a public subnet with port 22 open to the administrators' addresses",
                  "Public IP addresses on the instances with port 22 open to 0.0.0.0/0",
                  "A site-to-site VPN and direct SSH to each instance",
                  "Nimbus Remote Session, an agent-based session service that authorises users by role and logs every session"
                ],
                correct: [3],
                explanation: "An agent-based session service connects outbound from the instance, so no inbound port is needed, and it authorises and records each session centrally. A bastion host is the familiar answer, but it needs an open inbound port and does not record session activity by itself.",
                objective: "Network design"
              },
              {
                text: "A storage bucket was deleted last week and nobody knows who did it. The team wants to be able to answer this kind of question in future. Which two actions should they take? Choose two.",
                kind: "multiple",
                options: [
                  "Enable Nimbus Audit Log for management API calls in all regions of the account",
                  "Enable flow logs on the virtual network",
                  "Deliver the audit logs to a bucket in a separate account with write-once retention",
                  "Enable versioning on the application's buckets",
                  "Increase the retention of the load balancer access logs"
                ],
                correct: [0, 2],
                explanation: "An audit log of management API calls records who deleted what and when, and storing it in a separate account with write-once retention stops an intruder from erasing the evidence. Versioning protects the objects' data but does not record who performed an action, and flow logs show network traffic without any user identity.",
                objective: "Security and identity"
              },
              {
                text: "A developer accidentally made a bucket holding customer exports public. The company wants to make sure no bucket in the account can be made public again, whatever its own policy says. What should the architect enable?",
                kind: "single",
                options: [
                  "Server-side encryption on every bucket",
                  "A lifecycle rule that deletes exports after one day",
                  "The account-level block public access setting",
                  "A naming convention that marks sensitive buckets"
                ],
                correct: [2],
                explanation: "An account-level block on public access overrides bucket policies and access lists, so no single bucket can be opened to the public by mistake. Encryption at rest does not help when the bucket itself grants public read, because the service decrypts objects for any authorised request.",
                objective: "Security and identity"
              }
            ]
          },
          {
            name: "Design for cost and performance",
            questions: [
              {
                text: "Instances in private subnets copy several terabytes a month to Nimbus Object Store in the same region, and the NAT gateway's data processing charges have become the largest line on the bill. Which change reduces this cost?",
                kind: "single",
                options: [
                  "Add a second NAT gateway in another zone",
                  "Move the instances to public subnets",
                  "Compress the data with a faster algorithm",
                  "Add a private gateway endpoint for Nimbus Object Store to the private subnets' route tables"
                ],
                correct: [3],
                explanation: "A gateway endpoint sends storage traffic directly to the service inside the provider's network, so it no longer passes through the NAT gateway and its per-gigabyte charge. A second NAT gateway improves availability but doubles the same cost, and moving instances to public subnets weakens security to save money.",
                objective: "Network design"
              },
              {
                text: "A new internal API receives bursts of traffic during office hours and almost none at night or at weekends. The team wants to pay as little as possible while idle and avoid managing servers. Which two choices fit? Choose two.",
                kind: "multiple",
                options: [
                  "Run the API code in Nimbus Functions behind a managed API gateway",
                  "Buy three-year reserved instances sized for the busiest hour",
                  "Store data in a managed database with on-demand capacity billed per request",
                  "Run a fixed cluster of ten instances to handle any burst",
                  "Keep a warm standby copy of the cluster in a second region"
                ],
                correct: [0, 2],
                explanation: "Functions and per-request database capacity cost nothing, or almost nothing, while idle and scale with bursts without any servers to manage. Reserved instances and a fixed cluster charge around the clock for capacity that sits idle at night and at weekends.",
                objective: "Cost and performance"
              },
              {
                text: "Product prices change a few times a day, and the business accepts that a price shown to a customer may be up to five minutes old. Reads of prices are overloading the database. Which caching approach fits?",
                kind: "single",
                options: [
                  "Cache-aside in Nimbus Cache with a time-to-live of five minutes on each price",
                  "Cache each price with no expiry and never invalidate it",
                  "Cache whole pages in the content delivery network for 24 hours",
                  "Disable caching and add another database index"
                ],
                correct: [0],
                explanation: "Cache-aside with a five-minute TTL serves most reads from memory and guarantees that no cached price is older than the business allows. A cache with no expiry keeps serving stale prices after they change, and 24-hour page caching breaks the five-minute limit badly.",
                objective: "Cost and performance"
              },
              {
                text: "Scanned contracts must be kept for ten years. They are almost never read, and when they are, a retrieval time of up to 12 hours is acceptable. Which storage class is most cost-effective?",
                kind: "single",
                options: [
                  "Standard object storage",
                  "Infrequent-access object storage",
                  "Nimbus Archive Storage",
                  "Snapshots of a block volume holding the files"
                ],
                correct: [2],
                explanation: "Archive storage has the lowest price per gigabyte and is designed for data that is rarely read and can wait hours for retrieval. Infrequent-access storage is the tempting choice, but it is priced for data that must be available in milliseconds, which these contracts do not need.",
                objective: "Cost and performance"
              },
              {
                text: "A read-heavy application runs in one North American region. European users complain about slow pages, and tracing shows most of the time is spent on database reads across the ocean. Writes are rare. What should the architect do?",
                kind: "single",
                options: [
                  "Increase the size of the primary database instance",
                  "Deploy the application tier in a European region with a cross-region read replica there, sending writes to the primary",
                  "Enable multi-zone deployment for the primary database",
                  "Raise the connection pool size of the application"
                ],
                correct: [1],
                explanation: "Placing the application and a read replica in Europe turns cross-ocean reads into local reads, while the rare writes can still go to the primary. A larger primary does not shorten the network round trip, and a multi-zone standby stays in the same region and does not serve reads.",
                objective: "Cost and performance"
              },
              {
                text: "Finance wants to see each product team's monthly cloud spend and be alerted when a team exceeds its forecast. All teams share one account. What should be put in place?",
                kind: "single",
                options: [
                  "Ask every team to email its estimated spend each month",
                  "Enable detailed monitoring on all instances",
                  "Buy reserved capacity for each team",
                  "Enforce a cost-allocation tag for the owning team on every resource, and create budgets with alerts filtered by that tag"
                ],
                correct: [3],
                explanation: "Cost-allocation tags let the billing data be split by team, and tag-filtered budgets raise an alert when a team's actual or forecast spend passes its limit. Detailed monitoring reports performance metrics rather than cost, and emailed estimates are neither accurate nor automatic.",
                objective: "Cost and performance"
              },
              {
                text: "A nightly batch job takes six hours on one very large on-demand instance. The work splits naturally into independent chunks and can be retried if a chunk fails. Which two changes reduce its compute cost? Choose two.",
                kind: "multiple",
                options: [
                  "Buy a reserved instance for the large instance",
                  "Process the chunks in parallel on several smaller interruptible spare-capacity instances",
                  "Move the job to a larger instance type so it finishes sooner",
                  "Run the job through a managed batch service that starts instances for the job and terminates them when it ends",
                  "Keep the instance running during the day in case of reruns"
                ],
                correct: [1, 3],
                explanation: "Independent, retryable chunks are ideal for discounted interruptible capacity, and a managed batch service pays only for instances while the job runs. A reserved instance only saves money when the instance runs all the time, which would keep paying for 18 idle hours a day.",
                objective: "Cost and performance"
              }
            ]
          }
        ]
      },
      {
        name: "Quick Check (2 minutes)",
        durationMinutes: 2,
        passMarkPercent: 60,
        pauseAllowed: false,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Architecture basics",
            questions: [
              {
                text: "Which Nimbus storage option is used as the boot disk of a single Nimbus Compute instance?",
                kind: "single",
                options: [
                  "Nimbus Object Store",
                  "Nimbus Archive Storage",
                  "Nimbus Block Volumes",
                  "Nimbus Edge Cache"
                ],
                correct: [2],
                explanation: "A boot disk must be a block device attached to the instance, which is what a block volume provides. Object storage holds files accessed through an API and cannot be used as an instance's boot disk.",
                objective: "Storage selection"
              },
              {
                text: "Three web instances sit in two zones behind Nimbus Load Balancer. One instance stops responding. What does the load balancer do?",
                kind: "single",
                options: [
                  "It stops sending requests to that instance once its health checks fail, and keeps using the others",
                  "It restarts the failed instance",
                  "It sends all traffic to the failed instance's zone",
                  "It stops serving traffic until an operator intervenes"
                ],
                correct: [0],
                explanation: "A load balancer health-checks its targets and routes only to healthy ones, so users keep being served by the remaining instances. Replacing or restarting the failed instance is the job of an auto-scaling group, not the load balancer.",
                objective: "Resilience and scaling"
              },
              {
                text: "Which two are benefits of placing web instances in an auto-scaling group? Choose two.",
                kind: "multiple",
                options: [
                  "Unhealthy instances are replaced automatically",
                  "Data on the instances is encrypted at rest",
                  "Capacity follows demand, adding instances under load and removing them when idle",
                  "Users on other continents get lower latency"
                ],
                correct: [0, 2],
                explanation: "An auto-scaling group keeps the desired number of healthy instances and changes that number with demand. It does not encrypt anything, and it runs in one region, so it does not bring the application closer to users on other continents.",
                objective: "Resilience and scaling"
              }
            ]
          },
          {
            name: "Security basics",
            questions: [
              {
                text: "A reporting job only needs to read one database table, but its role can also modify and delete data. Which principle does narrowing the role's permissions apply?",
                kind: "single",
                options: [
                  "Defence in depth",
                  "Separation of duties",
                  "Least privilege",
                  "Shared responsibility"
                ],
                correct: [2],
                explanation: "Least privilege means granting only the permissions a task needs, here reading one table. Defence in depth is about layering several controls, which is good practice but not what removing unneeded permissions from one role is called.",
                objective: "Security and identity"
              },
              {
                text: "Which control protects data travelling between a user's browser and Nimbus Load Balancer?",
                kind: "single",
                options: [
                  "Server-side encryption with customer-managed keys",
                  "A security group rule",
                  "Multi-factor authentication",
                  "TLS (HTTPS) on the load balancer's listener"
                ],
                correct: [3],
                explanation: "TLS encrypts data in transit between the browser and the listener, so it cannot be read or altered on the way. Server-side encryption protects data at rest in storage, not the traffic on the network.",
                objective: "Security and identity"
              }
            ]
          }
        ]
      }
    ]
  },
  // ── SecureGuild Certified Security Analyst ──────────────────────────────
  {
    examCode: "SG-SEC-302",
    tests: [
      {
        name: "Practice Test 1",
        durationMinutes: 55,
        passMarkPercent: 70,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Monitoring and detection",
            questions: [
              {
                text: "Authentication logs show 3,800 failed sign-ins in ten minutes from one external address. Each attempt targets a different username, and every attempt uses the same password, 'Spring2024!'. Which attack does this pattern show?",
                kind: "single",
                options: [
                  "A brute-force attack against a single account",
                  "Password spraying",
                  "Credential stuffing with a leaked username and password list",
                  "A denial-of-service attack on the sign-in page"
                ],
                correct: [1],
                explanation: "Password spraying tries one or a few common passwords against many accounts, staying below per-account lockout thresholds, which matches one password across 3,800 usernames. Credential stuffing is the tempting answer, but it replays distinct username and password pairs from a breach, so the passwords would differ from attempt to attempt.",
                objective: "Log analysis"
              },
              {
                text: "Proxy logs show a workstation sending small HTTPS requests of almost identical size to the same rarely seen domain every 60 seconds, give or take two seconds, including throughout the night. What is the most likely explanation?",
                kind: "single",
                options: [
                  "A user browsing a news site that refreshes automatically",
                  "A browser checking for updates",
                  "Malware beaconing to a command-and-control server",
                  "Time synchronisation traffic"
                ],
                correct: [2],
                explanation: "Regular, small, automated requests to a rare domain at all hours, with only slight jitter, are a classic sign of command-and-control beaconing. Browser update checks go to well-known vendor domains and far less often, and time synchronisation uses NTP rather than HTTPS to an unknown domain.",
                objective: "Log analysis"
              },
              {
                text: "A detection rule that alerts on every PowerShell execution fires about 900 times a day. Almost all alerts come from the IT team's signed management scripts on three admin servers. Which two changes reduce false positives without creating a blind spot? Choose two.",
                kind: "multiple",
                options: [
                  "Disable the rule until the IT team stops using PowerShell",
                  "Exclude all accounts that belong to the IT team from the rule",
                  "Exclude executions signed by the IT team's code-signing certificate when they run on the three admin servers",
                  "Change the rule to look for suspicious traits such as encoded commands or scripts that download and run content",
                  "Send the alerts to a mailbox that nobody monitors"
                ],
                correct: [2, 3],
                explanation: "A narrow exclusion for known, signed scripts on known hosts removes the noise, and keying the rule on suspicious behaviour keeps it alert to real misuse. Excluding all IT accounts is tempting but creates a blind spot exactly where attackers aim, because administrator accounts are a prime target.",
                objective: "Detection engineering"
              },
              {
                text: "Firewall logs show internal host 10.20.4.15 opening connections to TCP port 445 on several hundred other internal hosts within three minutes. The host is an ordinary user workstation. What is the most likely explanation?",
                kind: "single",
                options: [
                  "The workstation is scanning for file shares, which suggests lateral movement or a worm",
                  "The workstation's DNS server is misconfigured",
                  "The user has mapped a network drive",
                  "The firewall is logging its own health checks"
                ],
                correct: [0],
                explanation: "Port 445 is used for file sharing, and one workstation contacting hundreds of hosts on it within minutes is scanning behaviour typical of lateral movement or self-spreading malware. Mapping a network drive touches one file server, not hundreds of hosts, and DNS problems would show up as failed name lookups rather than port 445 connections.",
                objective: "Log analysis"
              },
              {
                text: "While building a timeline, an analyst finds that events from the firewall, the domain controllers and a cloud application disagree by up to seven minutes, which makes correlation unreliable. What should be fixed first?",
                kind: "single",
                options: [
                  "Increase the SIEM's storage so that more events can be kept",
                  "Synchronise all log sources to a common time source and record timestamps in UTC",
                  "Correlate events by hostname only and ignore timestamps",
                  "Collect fewer log sources so that there is less to correlate"
                ],
                correct: [1],
                explanation: "Correlation depends on trustworthy timestamps, so every source should synchronise with the same time service and log in a single time zone such as UTC. More storage does not fix skewed clocks, and ignoring time makes it impossible to put events in the order they happened.",
                objective: "Log analysis"
              },
              {
                text: "An impossible-travel alert shows a user signing in from Lisbon and, 20 minutes later, from Singapore. Both sign-ins passed multi-factor authentication. What is the best next step in triage?",
                kind: "single",
                options: [
                  "Close the alert as a false positive because multi-factor authentication succeeded",
                  "Disable the user's account and wipe their laptop immediately",
                  "Check whether either address belongs to the company's VPN or a known cloud proxy, and compare the devices and sessions involved",
                  "Wait a week to see whether the alert repeats"
                ],
                correct: [2],
                explanation: "Many impossible-travel alerts come from VPN or proxy egress points, so checking the addresses, devices and sessions quickly shows whether the activity is explainable. Closing the alert because MFA passed is tempting but wrong, since session tokens can be stolen and users can be tricked into approving prompts.",
                objective: "Detection engineering"
              },
              {
                text: "A user reports clicking a link in a suspicious email. Which two log sources best show whether the link was visited and whether anything was downloaded and run? Choose two.",
                kind: "multiple",
                options: [
                  "Web proxy or DNS logs for the user's workstation",
                  "DHCP lease logs",
                  "Building badge access logs",
                  "Endpoint detection and response (EDR) process and file events from the workstation",
                  "Print server logs"
                ],
                correct: [0, 3],
                explanation: "Proxy or DNS logs show whether the workstation contacted the linked domain, and EDR events show files written and processes started after the click. DHCP logs only map addresses to machines, which helps identify the host but says nothing about what happened on it.",
                objective: "Detection engineering"
              },
              {
                text: "At 02:14 a new local administrator account is created on a file server by a service account that normally only runs nightly backups. No change request covers it. How should the analyst treat this event?",
                kind: "single",
                options: [
                  "As routine backup activity that needs no follow-up",
                  "As a suspicious sign of possible persistence, to be investigated and escalated under the playbook",
                  "As a hardware fault on the file server",
                  "As a false positive, because service accounts cannot create users"
                ],
                correct: [1],
                explanation: "A service account acting outside its normal pattern to create an administrator account is a common persistence technique after credential theft, so it warrants investigation and escalation. Service accounts can create users if they hold the rights, which is why unusual use of those rights matters.",
                objective: "Log analysis"
              }
            ]
          },
          {
            name: "Threat and vulnerability management",
            questions: [
              {
                text: "A scan reports two findings: a CVSS 9.8 remote code execution flaw on an isolated test server that holds no sensitive data and cannot be reached from outside, and a CVSS 7.5 flaw on the internet-facing VPN appliance that is known to be actively exploited. Which should be remediated first?",
                kind: "single",
                options: [
                  "The test server, because its CVSS score is higher",
                  "Both at the same time, because all findings above 7.0 are equal",
                  "Neither, until the next quarterly patch window",
                  "The VPN appliance, because it is exposed to the internet and the flaw is being exploited"
                ],
                correct: [3],
                explanation: "Prioritisation should weigh exposure, active exploitation and asset value, not just the base score, and an exploited flaw on an internet-facing gateway is the more urgent risk. The higher CVSS score is tempting, but the base score does not know that the test server is isolated and holds nothing of value.",
                objective: "Vulnerability management"
              },
              {
                text: "A threat report lists indicators from a recent intrusion. Which type of indicator is the hardest for the attacker to change, and therefore the most valuable to detect?",
                kind: "single",
                options: [
                  "File hashes of the malware",
                  "IP addresses of the attacker's servers",
                  "The attacker's tactics, techniques and procedures",
                  "Domain names used for command and control"
                ],
                correct: [2],
                explanation: "Tactics, techniques and procedures describe how the attacker operates, and changing them means retooling and retraining, so detections built on them last. Hashes, addresses and domains are cheap to change, often within hours, so detections based on them age quickly.",
                objective: "Threat intelligence"
              },
              {
                text: "The team is deciding whether to run credentialed (authenticated) vulnerability scans in addition to unauthenticated ones. Which two are benefits of credentialed scans? Choose two.",
                kind: "multiple",
                options: [
                  "They show exactly what an external attacker without access would see",
                  "They report missing patches on installed software accurately",
                  "They need no accounts or permissions on the target hosts",
                  "They produce fewer false positives than guessing versions from service banners",
                  "They never affect the performance of the hosts"
                ],
                correct: [1, 3],
                explanation: "With credentials the scanner reads installed package versions and configuration directly, so patch findings are accurate and false positives from banner guessing drop. The outside attacker's view is what an unauthenticated scan shows, and credentialed scans by definition need an account on each host.",
                objective: "Vulnerability management"
              },
              {
                text: "A scanner reports an SSH server as vulnerable because of its version string. The system owner says the operating system vendor backported the fix without changing the upstream version number. What should the analyst do?",
                kind: "single",
                options: [
                  "Confirm the fix from the installed package version and the vendor's advisory, then record the finding as a false positive with that evidence",
                  "Accept the owner's statement and delete the finding",
                  "Insist that the owner upgrades to the newest upstream release anyway",
                  "Exclude the host from all future scans"
                ],
                correct: [0],
                explanation: "Backported fixes are common, so the claim is plausible, but it must be verified against the installed package and the vendor advisory before the finding is closed, with the evidence recorded. Deleting the finding on the owner's word alone skips that verification, and excluding the host creates a permanent blind spot.",
                objective: "Vulnerability management"
              },
              {
                text: "The team automatically blocked every IP address from a free threat intelligence feed. Several legitimate websites hosted on shared hosting and content delivery networks stopped working. What is the better way to use such a feed?",
                kind: "single",
                options: [
                  "Stop using threat intelligence altogether",
                  "Block the whole address range of each content delivery network",
                  "Use indicators with confidence scores and expiry dates, alerting rather than blocking on low-confidence or shared infrastructure",
                  "Block only the addresses that appear in the feed on Mondays"
                ],
                correct: [2],
                explanation: "Shared infrastructure hosts many legitimate sites, so low-confidence indicators on it are better used for alerting and context, while blocking is kept for high-confidence, current indicators. Blocking whole content delivery network ranges would break even more legitimate traffic than the original problem.",
                objective: "Threat intelligence"
              },
              {
                text: "A legacy controller on a production line has a critical vulnerability, but the manufacturer will not release a patch for six months and the controller cannot be replaced sooner. What is the most appropriate response?",
                kind: "single",
                options: [
                  "Accept the risk without documentation, because nothing can be done",
                  "Switch the controller off until the patch arrives",
                  "Scan the controller every hour until the patch is released",
                  "Isolate the controller on a restricted network segment, allow only required traffic, monitor it closely and document a time-limited exception"
                ],
                correct: [3],
                explanation: "When a patch is not available, compensating controls such as segmentation, strict access rules and monitoring reduce the chance of exploitation, and a documented exception with an end date keeps the risk visible. Switching off the production line is rarely acceptable to the business, and scanning more often only confirms the flaw is still there.",
                objective: "Vulnerability management"
              },
              {
                text: "An analyst is writing a remediation ticket for a system owner. Which three items should the ticket include so that the owner can act on it? Choose three.",
                kind: "multiple",
                options: [
                  "The affected asset and the finding, with the evidence from the scan",
                  "The complete raw scan export for the whole network",
                  "The remediation steps or the fixed version to install",
                  "A due date based on the organisation's remediation timelines for that risk level",
                  "The analyst's opinion of the owner's team"
                ],
                correct: [0, 2, 3],
                explanation: "An owner needs to know what is affected and why, how to fix it, and by when, according to the agreed timelines for that risk. A raw export of the whole network buries the relevant finding in noise, and personal opinions have no place in a ticket.",
                objective: "Vulnerability management"
              }
            ]
          },
          {
            name: "Response and reporting",
            questions: [
              {
                text: "An analyst confirms that files on a shared file server are being encrypted and renamed, and new hosts are showing the same activity every few minutes. What should the analyst do first?",
                kind: "single",
                options: [
                  "Power off every server in the data centre",
                  "Contact the attackers to negotiate",
                  "Wait for the end of the shift so that the incident can be discussed at the morning meeting",
                  "Follow the ransomware playbook: isolate the affected hosts from the network and escalate to the incident response lead"
                ],
                correct: [3],
                explanation: "Network isolation stops the spread while keeping the hosts running, and immediate escalation brings in the people authorised to make wider decisions. Powering everything off is tempting, but it destroys volatile evidence such as memory and can interrupt business far beyond the affected systems.",
                objective: "Incident escalation"
              },
              {
                text: "An analyst makes a forensic copy of a laptop's disk for an investigation that may end up in court. What must be recorded to maintain the chain of custody?",
                kind: "single",
                options: [
                  "The model of the laptop only",
                  "Who collected and handled the evidence, when and where, and the hash values that show the copy has not changed",
                  "The names of everyone in the security team",
                  "A screenshot of the laptop's desktop"
                ],
                correct: [1],
                explanation: "Chain of custody documents every person who handled the evidence and when, with hash values proving the copy is identical to the original and unchanged since. A device model or a screenshot describes the evidence but does not prove its integrity or handling.",
                objective: "Incident escalation"
              },
              {
                text: "During a suspected data breach, a journalist phones the security operations centre and asks an analyst to confirm the incident. How should the analyst respond?",
                kind: "single",
                options: [
                  "Confirm the facts known so far, to be transparent",
                  "Deny that any incident is happening",
                  "Decline to comment and refer the journalist to the designated communications contact in the incident response plan",
                  "Ask the journalist what they already know and fill in the gaps"
                ],
                correct: [2],
                explanation: "Incident response plans name who speaks for the organisation, so that statements are accurate, coordinated and consistent with legal obligations. Confirming or denying facts as an individual analyst can mislead the public and harm the investigation, even with good intentions.",
                objective: "Incident escalation"
              },
              {
                text: "An analyst is handing an open incident over to the next shift. Which two items are essential in the handover notes? Choose two.",
                kind: "multiple",
                options: [
                  "A timestamped timeline of what has been observed and what actions have been taken",
                  "The analyst's guess about which country the attacker is in, stated as fact",
                  "The current status, open questions and next steps, each with an owner",
                  "Every raw log line reviewed during the shift, pasted into the ticket",
                  "A list of colleagues who were not helpful"
                ],
                correct: [0, 2],
                explanation: "A timeline of observations and actions lets the next analyst understand what has happened, and clear next steps with owners prevent work being dropped or repeated. Speculation presented as fact can send the investigation the wrong way, and pasting every raw log line hides the important points.",
                objective: "Incident escalation"
              },
              {
                text: "The endpoint protection agent on one workstation blocked a known malicious file as it was downloaded from an email attachment. The file was never run. What is the most appropriate handling?",
                kind: "single",
                options: [
                  "Confirm the block, search for the same file hash and email on other endpoints and mailboxes, then close the alert with notes",
                  "Re-image the workstation immediately and open a major incident",
                  "Ignore the alert, because the file was blocked",
                  "Disable the user's account until the end of the month"
                ],
                correct: [0],
                explanation: "A blocked, never-run file is a low-severity event, but the same email may have reached other users whose devices did not block it, so a quick scoped search is worthwhile. Re-imaging the workstation is out of proportion when nothing ran, while ignoring the alert misses the chance to find other recipients.",
                objective: "Incident escalation"
              },
              {
                text: "What is the main purpose of a post-incident review held a week after an incident is closed?",
                kind: "single",
                options: [
                  "To decide which team member caused the incident and should be disciplined",
                  "To identify, without blame, what to improve in detection, response and prevention, and to assign owners to those improvements",
                  "To repeat the investigation from the start",
                  "To prepare a press release"
                ],
                correct: [1],
                explanation: "A post-incident review turns the experience into concrete improvements, and it works best when people can speak openly without fear of blame. Reviews that look for someone to punish discourage honest reporting, which makes the next incident harder to handle.",
                objective: "Incident escalation"
              }
            ]
          }
        ]
      },
      {
        name: "Practice Test 2",
        durationMinutes: 55,
        passMarkPercent: 70,
        pauseAllowed: true,
        maxAttempts: 3,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Log and alert analysis",
            questions: [
              {
                text: "DNS logs show one workstation making thousands of queries an hour for long, random-looking subdomains of a single domain, such as 'a9f3c07e1b5d2e88.sync-cdn.example'. What does this pattern most likely indicate?",
                kind: "single",
                options: [
                  "A misconfigured content delivery network",
                  "Data exfiltration or command and control over DNS tunnelling",
                  "Normal operating system telemetry",
                  "A failing network card"
                ],
                correct: [1],
                explanation: "Encoding data into long, high-entropy subdomains of one domain, queried at high volume, is how DNS tunnelling moves data past controls that allow DNS. Content delivery networks use a limited set of readable hostnames, not thousands of unique random labels from one workstation.",
                objective: "Log analysis"
              },
              {
                text: "Web server logs show requests such as 'GET /download?file=../../../../etc/passwd' from one address. What should the analyst check first to judge whether the attempts succeeded?",
                kind: "single",
                options: [
                  "The geographical location of the source address",
                  "The browser user agent in the requests",
                  "The HTTP status codes and response sizes returned for those requests",
                  "Whether the address appears on a threat intelligence feed"
                ],
                correct: [2],
                explanation: "A path traversal attempt succeeded only if the server returned the file, which shows up as a success status with a response size consistent with the file's content, rather than an error. The location, user agent and reputation of the source describe the attacker, not whether the attack worked.",
                objective: "Log analysis"
              },
              {
                text: "A finance employee receives an email that appears to come from the chief executive asking for an urgent payment. Which two findings in the message headers indicate it is spoofed? Choose two.",
                kind: "multiple",
                options: [
                  "The message was sent on a weekend",
                  "SPF and DMARC checks fail for the company's own domain in the From address",
                  "The message contains no attachment",
                  "The Reply-To address points to a lookalike domain rather than the company's domain",
                  "The recipient works in the finance department"
                ],
                correct: [1, 3],
                explanation: "Failing SPF and DMARC means the sending server was not authorised by the domain in the From address, and a lookalike Reply-To domain quietly diverts the answer to the attacker. The day it was sent, the missing attachment and the recipient's department are context, not technical evidence of spoofing.",
                objective: "Log analysis"
              },
              {
                text: "An endpoint detection alert shows a word processor process starting a command shell, which then runs PowerShell with a long Base64-encoded command. The user had just opened an invoice attachment. How should this alert be treated?",
                kind: "single",
                options: [
                  "As a high-priority sign of a malicious document macro, to be investigated and contained at once",
                  "As a normal software update of the word processor",
                  "As low priority, because PowerShell is a built-in tool",
                  "As a printer driver installation"
                ],
                correct: [0],
                explanation: "Office applications rarely have a legitimate reason to start a shell, and encoded PowerShell launched from a freshly opened attachment is a typical malicious macro chain. PowerShell being built into the system is exactly why attackers use it, so that does not make the alert low priority.",
                objective: "Detection engineering"
              },
              {
                text: "Cloud audit logs show, from an unfamiliar address, a call that turns off audit logging in one region, followed by the creation of two new access keys for an administrator account. What should the analyst do next?",
                kind: "single",
                options: [
                  "Re-enable the logging and close the alert",
                  "Wait to see whether the new keys are used",
                  "Delete the administrator account without telling anyone",
                  "Escalate as a likely credential compromise and follow the playbook to revoke the new keys and active sessions"
                ],
                correct: [3],
                explanation: "Turning off logging and creating new credentials from an unknown address is defence evasion followed by persistence, a strong sign that an administrator's credentials are compromised. Simply re-enabling logging leaves the attacker's new keys in place, and acting alone outside the playbook risks destroying evidence and missing other changes.",
                objective: "Detection engineering"
              },
              {
                text: "The team wants to detect data theft from a database server through its outbound network traffic. Which two steps make this detection effective? Choose two.",
                kind: "multiple",
                options: [
                  "Alert on every outbound connection the server makes",
                  "Build a baseline of the server's normal outbound volumes and destinations over several weeks",
                  "Disable network logging at night to save storage",
                  "Alert on deviations from that baseline, such as large transfers to a destination never seen before",
                  "Rely on users to report slow performance"
                ],
                correct: [1, 3],
                explanation: "Anomaly detection needs a picture of normal behaviour first, after which unusual volumes or new destinations stand out. Alerting on every connection creates so many alerts that real theft is lost in the noise, and turning off logging at night removes visibility when theft is often timed.",
                objective: "Detection engineering"
              },
              {
                text: "Which correlation rule best detects a brute-force attack that succeeded?",
                kind: "single",
                options: [
                  "Any single failed sign-in",
                  "A successful sign-in from the company's head office",
                  "Many failed sign-ins for an account followed by a successful sign-in to that account from the same source within a short window",
                  "An account password that has not been changed for a year"
                ],
                correct: [2],
                explanation: "Failures followed by a success from the same source is the pattern left by a guessing attack that eventually found the password. A single failed sign-in is far too common to alert on, and an old password is a hygiene issue rather than evidence of an attack.",
                objective: "Detection engineering"
              },
              {
                text: "An attacker with administrator rights on a server could delete its local logs to hide their tracks. Which measure best preserves the evidence?",
                kind: "single",
                options: [
                  "Forward logs in near real time to a central log platform with write-once storage",
                  "Keep logs on the same server in a hidden folder",
                  "Increase the size of the local log files",
                  "Print the logs once a week"
                ],
                correct: [0],
                explanation: "Once events have left the server for a central platform the attacker cannot modify, deleting the local copy does not remove the evidence. A hidden folder on the same server is still under the control of anyone with administrator rights there.",
                objective: "Log analysis"
              }
            ]
          },
          {
            name: "Vulnerabilities and threats",
            questions: [
              {
                text: "Two findings have the same CVSS base score of 8.1. One is on the database server that processes card payments; the other is on a lobby information screen on its own isolated network. Which should be remediated first, and why?",
                kind: "single",
                options: [
                  "The lobby screen, because it is easier to patch",
                  "Either, because equal scores mean equal risk",
                  "Neither, until a third finding raises the priority",
                  "The payment database server, because the asset is more critical and more exposed"
                ],
                correct: [3],
                explanation: "Risk combines the severity of a flaw with the value and exposure of the asset, so the same flaw on a payment system matters far more than on an isolated display. The base score describes the vulnerability alone, which is why equal scores do not mean equal risk.",
                objective: "Vulnerability management"
              },
              {
                text: "A critical flaw is announced in a widely used open-source library, and no patched version exists yet. Which two actions are appropriate right now? Choose two.",
                kind: "multiple",
                options: [
                  "Use the software inventory or software bills of materials to find every system that includes the library",
                  "Do nothing until the library's maintainers publish a fix",
                  "Apply the published mitigations, such as a configuration change or a firewall rule, and increase monitoring for exploitation",
                  "Uninstall every application written in the same language",
                  "Wait for the regular monthly patch cycle"
                ],
                correct: [0, 2],
                explanation: "Knowing where the library is used tells you what is exposed, and mitigations plus closer monitoring reduce the risk until a fix exists. Waiting for a patch or the monthly cycle leaves systems exposed while exploits spread, which they often do within days of such announcements.",
                objective: "Vulnerability management"
              },
              {
                text: "During an intrusion, an attacker creates a scheduled task that starts their tool every time the server boots. Which adversary tactic does this serve?",
                kind: "single",
                options: [
                  "Initial access",
                  "Persistence",
                  "Exfiltration",
                  "Reconnaissance"
                ],
                correct: [1],
                explanation: "Persistence covers the techniques that keep an attacker's foothold in place across reboots and credential changes, and a task that runs at boot does exactly that. Initial access is how the attacker got in to begin with, which must already have happened before the task could be created.",
                objective: "Threat intelligence"
              },
              {
                text: "During a scheduled vulnerability scan of the production network, an old networked printer crashed and had to be restarted. What is the best response?",
                kind: "single",
                options: [
                  "Stop scanning the production network",
                  "Tune the scan policy for fragile devices, for example with lighter checks and a separate maintenance window, and document it",
                  "Scan the printer twice as often to find the cause",
                  "Replace the scanner with a different product"
                ],
                correct: [1],
                explanation: "Fragile devices can be scanned safely with gentler settings at agreed times, which keeps them covered without outages. Stopping production scanning removes visibility of the most important systems, which is a far bigger risk than a restarted printer.",
                objective: "Vulnerability management"
              },
              {
                text: "A system owner reports that a critical patch has been deployed to a server. How should the analyst confirm that the vulnerability is remediated?",
                kind: "single",
                options: [
                  "Accept the owner's report and close the ticket",
                  "Check that the server restarted recently",
                  "Re-scan the server and confirm the finding no longer appears, then close the ticket",
                  "Ask another user whether the server seems faster"
                ],
                correct: [2],
                explanation: "A re-scan is objective evidence that the fix is installed and effective, because patches sometimes fail or need a restart to take effect. A recent restart is not proof that the patch applied successfully.",
                objective: "Vulnerability management"
              },
              {
                text: "A threat report from nine months ago lists an IP address used by an attacker. The team is considering adding it to a permanent block list. What is the main concern?",
                kind: "single",
                options: [
                  "IP addresses are often reassigned, so an old indicator may now belong to a legitimate service and should be aged out or given lower confidence",
                  "Block lists cannot hold more than one address",
                  "IP addresses never change owner, so there is no concern",
                  "Attackers always keep using the same address"
                ],
                correct: [0],
                explanation: "Attackers rotate infrastructure quickly and addresses are often reused by other customers of the same provider, so address indicators lose value with age. Blocking a stale address risks cutting off a legitimate service while giving little protection.",
                objective: "Threat intelligence"
              },
              {
                text: "Vulnerability management depends on knowing which assets exist. Which three sources help build an accurate asset inventory? Choose three.",
                kind: "multiple",
                options: [
                  "Network discovery results from the vulnerability scanner",
                  "The company organisation chart",
                  "Endpoint management agent records",
                  "The cloud provider's resource inventory API",
                  "The staff canteen menu"
                ],
                correct: [0, 2, 3],
                explanation: "Scanner discovery finds what is on the network, endpoint agents report the devices they manage, and the cloud inventory lists resources that may never appear on the internal network. An organisation chart lists people, not hosts, so it cannot reveal an unmanaged server.",
                objective: "Vulnerability management"
              }
            ]
          },
          {
            name: "Escalation and documentation",
            questions: [
              {
                text: "While reviewing mail logs, an analyst finds that an executive's mailbox has a rule forwarding all messages to an external free email address, created from an unusual location. What should the analyst do?",
                kind: "single",
                options: [
                  "Delete the rule silently and close the ticket",
                  "Escalate to incident response as a likely business email compromise, preserving the evidence and following the playbook",
                  "Email the executive to ask whether they created the rule",
                  "Ignore it, because executives often forward email"
                ],
                correct: [1],
                explanation: "A forwarding rule to an external address created from an odd location is a classic sign of a compromised mailbox, and incident response must assess what was exposed. Emailing the executive is tempting, but the attacker may be reading that mailbox, and deleting the rule silently destroys evidence.",
                objective: "Incident escalation"
              },
              {
                text: "Near the end of a shift, an analyst is still unsure whether a series of unusual logins is malicious. What should the analyst do?",
                kind: "single",
                options: [
                  "Close the alert as benign to keep the queue short",
                  "Leave the alert open without notes",
                  "Delete the alert, because it cannot be resolved in time",
                  "Hand over or escalate with notes on what was checked and what remains, as the procedure requires"
                ],
                correct: [3],
                explanation: "Uncertain alerts must stay visible, with enough context for the next person to continue without repeating work. Closing an alert as benign without evidence is how real intrusions are missed.",
                objective: "Incident escalation"
              },
              {
                text: "A cloud virtual machine is believed to be compromised, and the incident lead wants evidence preserved. Which two actions are appropriate? Choose two.",
                kind: "multiple",
                options: [
                  "Take snapshots of the machine's disks before making changes",
                  "Terminate the instance to stop the attack immediately",
                  "Isolate the instance by replacing its security group with one that allows no traffic except from forensic tools",
                  "Reboot the instance to clear the malware from memory",
                  "Reinstall the operating system"
                ],
                correct: [0, 2],
                explanation: "Disk snapshots preserve the state for analysis, and network isolation contains the threat while keeping the machine and its memory intact. Terminating or rebooting the instance is tempting as a quick fix, but it destroys volatile evidence and may delete the disks.",
                objective: "Incident escalation"
              },
              {
                text: "Management asks how long threats typically go unnoticed before the security team becomes aware of them. Which metric answers this question?",
                kind: "single",
                options: [
                  "Mean time to respond",
                  "Mean time to detect",
                  "Number of tickets closed per analyst",
                  "Percentage of systems patched"
                ],
                correct: [1],
                explanation: "Mean time to detect measures the time from the start of malicious activity to its detection, which is how long threats go unnoticed. Mean time to respond starts only once something is detected, so it measures how quickly the team acts, not how long attackers stay hidden.",
                objective: "Incident escalation"
              },
              {
                text: "An analyst must summarise a contained incident for the executive team. What should the report focus on?",
                kind: "single",
                options: [
                  "A plain-language summary of what happened, the business impact, what was done and the decisions or investment needed",
                  "The full raw logs, so that executives can check the analysis",
                  "A detailed list of every command the attacker ran",
                  "The names of the analysts who worked overtime"
                ],
                correct: [0],
                explanation: "Executives need to understand impact, status and the decisions they must make, in language they can act on. Raw logs and command-level detail belong in the technical report for the teams who need them, not in an executive summary.",
                objective: "Incident escalation"
              },
              {
                text: "An alert turns out to be a false positive caused by a newly deployed backup tool. Why should the analyst record the reason when closing it rather than just marking it 'closed'?",
                kind: "single",
                options: [
                  "To increase the analyst's closed-ticket count",
                  "Because closed alerts are deleted after a day",
                  "So that the detection rule can be tuned for this cause and similar alerts can be triaged faster",
                  "Because false positives must be reported to the regulator"
                ],
                correct: [2],
                explanation: "Documented causes give detection engineers what they need to tune rules, and they help other analysts recognise the same pattern quickly. Closing without a reason means the same noise keeps returning and each analyst has to investigate it from scratch.",
                objective: "Detection engineering"
              }
            ]
          }
        ]
      }
    ]
  },
  // ── Netlane Certified Network Associate ─────────────────────────────────
  {
    examCode: "NL-NA-110",
    tests: [
      {
        name: "Practice Test 1",
        durationMinutes: 50,
        passMarkPercent: 75,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Addressing and switching",
            questions: [
              {
                text: "A new branch office needs one IPv4 subnet for 50 hosts. Which prefix length gives the smallest subnet that fits them all?",
                kind: "single",
                options: ["/24", "/25", "/26", "/27"],
                correct: [2],
                explanation: "A /26 has 64 addresses, of which 62 are usable for hosts once the network and broadcast addresses are removed, enough for 50. A /27 is tempting as the next size down, but its 30 usable addresses are too few, while /25 and /24 waste addresses.",
                objective: "IP addressing and subnetting"
              },
              {
                text: "A host is configured with the address 192.168.10.77/27. What are the network address and the broadcast address of its subnet?",
                kind: "single",
                options: [
                  "Network 192.168.10.0, broadcast 192.168.10.255",
                  "Network 192.168.10.72, broadcast 192.168.10.79",
                  "Network 192.168.10.76, broadcast 192.168.10.80",
                  "Network 192.168.10.64, broadcast 192.168.10.95"
                ],
                correct: [3],
                explanation: "A /27 splits the last octet into blocks of 32 (0, 32, 64, 96, …), and 77 falls in the block from 64 to 95, so the network is .64 and the broadcast .95. The .72 to .79 range is what a /29 would give, a common slip when the block size is worked out from the wrong number of bits.",
                objective: "IP addressing and subnetting"
              },
              {
                text: "Two Netlane switches are joined by a trunk. Hosts in VLAN 10 on both switches can reach each other, but hosts in VLAN 20 on one switch cannot reach hosts in VLAN 20 on the other. Which two misconfigurations could cause this? Choose two.",
                kind: "multiple",
                options: [
                  "VLAN 20 is missing from the allowed VLAN list of the trunk on one of the switches",
                  "The VLAN 20 hosts have the wrong default gateway",
                  "The DNS server is unreachable from VLAN 20",
                  "VLAN 20 has not been created on one of the switches",
                  "The trunk ports are set to different port descriptions"
                ],
                correct: [0, 3],
                explanation: "Hosts in the same VLAN communicate at layer 2, so the VLAN must exist on both switches and be allowed across the trunk; either gap stops VLAN 20 alone. The default gateway is only used to reach other subnets, so it does not affect traffic between hosts in the same VLAN, and DNS plays no part in forwarding frames.",
                objective: "VLANs and switching"
              },
              {
                text: "The two ends of a trunk link are configured with different native VLANs: VLAN 1 on one switch and VLAN 99 on the other. What is the effect?",
                kind: "single",
                options: [
                  "The trunk carries no traffic at all",
                  "Untagged frames sent in the native VLAN on one side arrive in a different VLAN on the other, so traffic leaks between VLANs",
                  "All VLANs are automatically renumbered to VLAN 99",
                  "Only tagged traffic is affected"
                ],
                correct: [1],
                explanation: "Frames in the native VLAN cross a trunk untagged, so each switch places them in its own native VLAN, and a mismatch joins VLAN 1 on one side to VLAN 99 on the other. Tagged traffic for the other VLANs keeps working, which is why the problem often goes unnoticed until hosts appear in the wrong VLAN.",
                objective: "VLANs and switching"
              },
              {
                text: "A small site has one router with a single Ethernet interface connected to a switch that carries VLANs 10, 20 and 30. The router must route between the VLANs. How should it be configured?",
                kind: "single",
                options: [
                  "Create one subinterface per VLAN, each with 802.1Q encapsulation for its VLAN ID and an IP address that serves as the VLAN's default gateway, and make the switch port a trunk",
                  "Assign three IP addresses from different subnets to the physical interface and make the switch port an access port in VLAN 10",
                  "Configure the switch port as an access port in VLAN 1",
                  "Add a static route for each VLAN pointing to the switch"
                ],
                correct: [0],
                explanation: "With one physical link, the router needs tagged frames to tell the VLANs apart, so the switch port must be a trunk and the router needs one 802.1Q subinterface per VLAN. An access port delivers only one VLAN's untagged frames, so traffic from the other VLANs never reaches the router.",
                objective: "VLANs and switching"
              },
              {
                text: "A switch receives a unicast frame whose destination MAC address is not in its MAC address table. What does the switch do with the frame?",
                kind: "single",
                options: [
                  "Drops the frame and sends an error to the sender",
                  "Sends the frame to its default gateway",
                  "Forwards the frame out of every port in the same VLAN except the port it arrived on",
                  "Holds the frame until the destination sends a frame of its own"
                ],
                correct: [2],
                explanation: "An unknown unicast frame is flooded within its VLAN, and the reply from the destination then lets the switch learn which port that MAC address lives on. Switches do not drop such frames or use a default gateway, because forwarding at layer 2 does not involve routing.",
                objective: "VLANs and switching"
              },
              {
                text: "A technician connects a second cable between two access switches for redundancy. Within seconds the network slows to a crawl and the switches show a flood of broadcast traffic. What is the most likely cause?",
                kind: "single",
                options: [
                  "The second cable is faulty",
                  "The switches have run out of MAC address table space",
                  "The two cables are of different categories",
                  "Spanning tree is disabled on those ports, so the two links form a layer 2 loop in which broadcasts circulate endlessly"
                ],
                correct: [3],
                explanation: "Two active links between the same switches form a loop, and because Ethernet frames have no hop limit, broadcasts circulate and multiply until the network is saturated. Spanning tree prevents this by blocking one of the redundant links until it is needed; a faulty cable would fail quietly rather than create a broadcast storm.",
                objective: "VLANs and switching"
              },
              {
                text: "Which two of the following IPv4 addresses are in the private address ranges? Choose two.",
                kind: "multiple",
                options: ["172.32.0.1", "10.200.1.1", "192.169.1.1", "11.0.0.1", "172.20.5.1"],
                correct: [1, 4],
                explanation: "The private ranges are 10.0.0.0/8, 172.16.0.0/12 (172.16.0.0 to 172.31.255.255) and 192.168.0.0/16, so 10.200.1.1 and 172.20.5.1 are private. 172.32.0.1 is the tempting choice, but it lies just past the end of 172.16.0.0/12, and 192.169.1.1 is just past 192.168.0.0/16.",
                objective: "IP addressing and subnetting"
              }
            ]
          },
          {
            name: "Routing",
            questions: [
              {
                text: "A router has three routes: 10.1.0.0/16 via router A, 10.1.4.0/24 via router B and 0.0.0.0/0 via router C. Where does it forward a packet addressed to 10.1.4.9?",
                kind: "single",
                options: [
                  "To router C, because the default route matches every packet",
                  "To router A, because 10.1.0.0/16 was configured first",
                  "To router B, because 10.1.4.0/24 is the longest matching prefix",
                  "Nowhere; the packet is dropped because several routes match"
                ],
                correct: [2],
                explanation: "When several routes match, the router uses the most specific one, the route with the longest prefix, and 10.1.4.0/24 is more specific than /16 or /0. The default route matches everything, which is exactly why it is only used when nothing more specific does.",
                objective: "IP routing"
              },
              {
                text: "A router learns 172.16.8.0/24 from the link-state routing protocol, and an engineer also configures a static route to 172.16.8.0/24 with default settings. Which route is placed in the routing table?",
                kind: "single",
                options: [
                  "The link-state route, because dynamic routes are always preferred",
                  "The static route, because by default it has a lower administrative distance than the link-state route",
                  "Both routes, with traffic shared equally between them",
                  "Whichever route was learned first"
                ],
                correct: [1],
                explanation: "For the same prefix, the router prefers the source it trusts most, which is expressed by the lower administrative distance, and static routes have a lower default distance than dynamic protocols. Load sharing only happens between equal-cost paths from the same source, not between a static and a dynamic route.",
                objective: "IP routing"
              },
              {
                text: "A branch is connected to head office by a fibre link running the link-state protocol, and by a backup broadband VPN. The VPN should carry traffic only when the fibre route disappears. How should the backup route be configured?",
                kind: "single",
                options: [
                  "As a static route through the VPN with an administrative distance higher than the link-state protocol's",
                  "As a static route through the VPN with default settings",
                  "By enabling the link-state protocol on the VPN with a lower cost",
                  "By shutting the VPN interface and opening it manually during outages"
                ],
                correct: [0],
                explanation: "A floating static route, with a distance above the dynamic protocol's, stays out of the routing table while the link-state route exists and takes over automatically when it disappears. A static route with default settings has the lower distance and would pull all traffic onto the VPN straight away.",
                objective: "IP routing"
              },
              {
                text: "Two routers on the same Ethernet segment run the link-state routing protocol but do not become neighbours. Which two mismatches would prevent the adjacency? Choose two.",
                kind: "multiple",
                options: [
                  "The routers have different router IDs",
                  "The routers have different hostnames",
                  "The interfaces are configured in different areas",
                  "The routers' loopback addresses are in different subnets",
                  "The hello and dead intervals differ between the two interfaces"
                ],
                correct: [2, 4],
                explanation: "Neighbours must agree on parameters carried in their hello packets, including the area and the hello and dead timers, so a mismatch in either stops the adjacency. Different router IDs are tempting, but they are required: two routers with the same router ID would cause problems, not the other way round.",
                objective: "IP routing"
              },
              {
                text: "A branch router has a single uplink to its internet provider, whose next hop is 198.51.100.1. What is the simplest way to send all non-local traffic to the provider?",
                kind: "single",
                options: [
                  "Run the link-state protocol with the provider",
                  "Add a static route for every public network",
                  "Configure a static default route 0.0.0.0/0 with next hop 198.51.100.1",
                  "Configure a host route to 198.51.100.1/32 only"
                ],
                correct: [2],
                explanation: "A default route matches any destination without a more specific route, and with only one way out it is all a stub site needs. Listing every public network is impossible in practice, and a host route to the next hop only reaches the provider's router itself.",
                objective: "IP routing"
              },
              {
                text: "In a link-state network, the cost of a link is 100 Gbps divided by the interface bandwidth. R1 can reach R4 over three 10 Gbps links through R2 and R3, or over one direct 100 Mbps link. Which path does R1 use to reach R4?",
                kind: "single",
                options: [
                  "The direct 100 Mbps link, because it has the fewest hops",
                  "Both paths equally",
                  "Neither; the paths are unequal, so R1 uses a default route",
                  "The path through R2 and R3, because its total cost of 30 is lower than the direct link's cost of 1,000"
                ],
                correct: [3],
                explanation: "Link-state protocols add up the cost of each link, and each 10 Gbps link costs 10, giving 30, while the 100 Mbps link costs 1,000. Counting hops is what distance-vector protocols with hop-count metrics do, which is why the direct link is the tempting but wrong answer here.",
                objective: "IP routing"
              },
              {
                text: "R1's link to its neighbour R2 is 10.0.0.1/30, and R2's end is 10.0.0.2. An engineer adds a static route on R1 to 172.16.50.0/24 with next hop 10.0.0.6, but traffic to that network fails. Why?",
                kind: "single",
                options: [
                  "Static routes cannot point to a /24",
                  "The next hop 10.0.0.6 is not on any network R1 is connected to, so R1 cannot resolve it; the next hop should be 10.0.0.2",
                  "R2 must also have a static route to 172.16.50.0/24 before R1's route works",
                  "The route needs an administrative distance of 0"
                ],
                correct: [1],
                explanation: "10.0.0.1/30 contains only 10.0.0.1 and 10.0.0.2 as usable hosts, so 10.0.0.6 lies in another /30 that R1 has no route to, and the route cannot be used. The next hop must be an address R1 can reach, here R2's address 10.0.0.2.",
                objective: "IP routing"
              }
            ]
          },
          {
            name: "Security and troubleshooting",
            questions: [
              {
                text: "Host 192.168.1.50 must be prevented from reaching the web server 10.0.0.10 on TCP port 80, while all other traffic keeps working. Which access list does this?",
                kind: "single",
                options: [
                  "A standard list with 'deny host 192.168.1.50' applied near the web server",
                  "An extended list with 'deny tcp host 192.168.1.50 host 10.0.0.10 eq 80' followed by 'permit ip any any', applied inbound on the interface facing the host's subnet",
                  "An extended list containing only 'deny tcp host 192.168.1.50 host 10.0.0.10 eq 80'",
                  "An extended list with 'permit ip any any' followed by 'deny tcp host 192.168.1.50 host 10.0.0.10 eq 80'"
                ],
                correct: [1],
                explanation: "An extended list can match the source, destination and port, and the final permit lets everything else through; placing it close to the source stops the traffic early. A list with only the deny entry is tempting, but every access list ends with an implicit deny, so it would block all other traffic too.",
                objective: "Access lists and device security"
              },
              {
                text: "An access list has 'permit ip 10.0.0.0 0.255.255.255 any' as its first entry and 'deny ip host 10.1.1.1 any' as its second. Traffic from 10.1.1.1 is still allowed. Why, and what is the fix?",
                kind: "single",
                options: [
                  "Access lists are processed from the bottom up; add the deny entry again",
                  "Host entries are ignored in extended lists; use a wildcard instead",
                  "Entries are checked from the top and the first match wins, so the permit matches first; move the deny entry above the permit",
                  "The list must be applied twice to take effect"
                ],
                correct: [2],
                explanation: "Access lists are evaluated top-down and stop at the first matching entry, and 10.1.1.1 matches the broad 10.0.0.0/8 permit before reaching the deny. Putting specific entries before general ones is the standard rule for ordering access lists.",
                objective: "Access lists and device security"
              },
              {
                text: "An audit finds that switches are managed over Telnet from any address in the company. Which two changes secure management access? Choose two.",
                kind: "multiple",
                options: [
                  "Enable web-based management over plain HTTP",
                  "Allow management logins only from the management subnet, using an access list on the remote management lines",
                  "Use the same password on every switch so that it is easier to remember",
                  "Replace Telnet with SSH",
                  "Disable logging of login attempts"
                ],
                correct: [1, 3],
                explanation: "SSH encrypts the session, including the password that Telnet sends in clear text, and an access list on the management lines stops users outside the management subnet from even trying to log in. Plain HTTP has the same clear-text problem as Telnet, and a shared password means one leak exposes every switch.",
                objective: "Access lists and device security"
              },
              {
                text: "A user can ping the default gateway and can ping 203.0.113.10, a public web server, by its IP address, but cannot open any website by name. What is the most likely cause?",
                kind: "single",
                options: [
                  "A DNS problem, such as a wrong DNS server address on the host",
                  "A wrong default gateway on the host",
                  "A faulty network cable",
                  "The access switch port is in the wrong VLAN"
                ],
                correct: [0],
                explanation: "Reaching a remote address by IP proves that cabling, VLAN, addressing and routing all work, which leaves name resolution as the failing step. A wrong default gateway would stop the ping to the public server as well.",
                objective: "Troubleshooting"
              },
              {
                text: "A traceroute from a branch PC to a server shows replies from the first three hops and then only '* * *' until it times out. The server is unreachable. Where should the engineer look first?",
                kind: "single",
                options: [
                  "At the PC's network card",
                  "At the first hop, the PC's default gateway",
                  "At the DNS server",
                  "At the third hop and the device it forwards to next, checking its routing table and any filtering"
                ],
                correct: [3],
                explanation: "The last hop that answers is where the path is last known to be good, so the problem is in that router's forwarding decision or on the next device, such as a missing route or an access list. The first hops answered, which shows the PC and its gateway are working.",
                objective: "Troubleshooting"
              },
              {
                text: "A server connected to a switch port transfers files very slowly. The switch interface shows late collisions, and the server's interface shows many CRC errors. What is the most likely cause?",
                kind: "single",
                options: [
                  "The server's IP address is duplicated",
                  "A duplex mismatch between the switch port and the server",
                  "Spanning tree is blocking the port",
                  "The port is in the wrong VLAN"
                ],
                correct: [1],
                explanation: "When one side runs half duplex and the other full duplex, the half-duplex side detects late collisions and the full-duplex side receives damaged frames, which show as CRC errors. A blocked or wrong-VLAN port would stop traffic completely rather than slow it down with errors.",
                objective: "Troubleshooting"
              },
              {
                text: "An engineer changed VLANs on a switch, reloaded it the next day and found the changes gone. Which two practices prevent losing work like this and allow recovery if the switch fails? Choose two.",
                kind: "multiple",
                options: [
                  "Clear the interface counters after each change",
                  "Reload the switch after every change to test it",
                  "Save the running configuration to the startup configuration after verifying the change",
                  "Keep an off-device copy of the configuration on a backup server, transferred over a secure protocol",
                  "Disable the console port"
                ],
                correct: [2, 3],
                explanation: "Changes go into the running configuration in memory and survive a reload only when saved to the startup configuration, and an off-device backup allows a replacement switch to be restored quickly. Reloading after every change would lose unsaved work each time, which is exactly what happened here.",
                objective: "Troubleshooting"
              }
            ]
          }
        ]
      },
      {
        name: "Practice Test 2",
        durationMinutes: 50,
        passMarkPercent: 75,
        pauseAllowed: false,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Addressing and switching",
            questions: [
              {
                text: "How many usable host addresses does a /28 IPv4 subnet provide?",
                kind: "single",
                options: ["16", "14", "30", "12"],
                correct: [1],
                explanation: "A /28 leaves 4 host bits, giving 16 addresses, and removing the network and broadcast addresses leaves 14 usable hosts. 16 is the tempting answer because it is the size of the block, but the first and last addresses cannot be assigned to hosts.",
                objective: "IP addressing and subnetting"
              },
              {
                text: "Host A is 10.0.5.10/23 and host B is 10.0.4.200/23. Both are connected to the same VLAN. Can they communicate directly without a router?",
                kind: "single",
                options: [
                  "No, because their third octets are different",
                  "No, because a /23 cannot contain more than 254 hosts",
                  "Yes, because both addresses are in 10.0.4.0/23, which runs from 10.0.4.0 to 10.0.5.255",
                  "Only if both hosts use 10.0.4.1 as the default gateway"
                ],
                correct: [2],
                explanation: "A /23 covers two consecutive /24 blocks starting at an even third octet, so 10.0.4.0/23 includes every address from 10.0.4.0 to 10.0.5.255, and both hosts are in it. Comparing only the third octet is the tempting mistake, because it assumes a /24 mask.",
                objective: "IP addressing and subnetting"
              },
              {
                text: "Every IPv6-enabled interface on a Netlane router shows an address beginning with fe80::. Which two statements about these addresses are true? Choose two.",
                kind: "multiple",
                options: [
                  "They are globally routable on the internet",
                  "They are created automatically on every IPv6-enabled interface",
                  "They can only be assigned by a DHCPv6 server",
                  "Routers do not forward packets with a link-local source or destination to other links",
                  "They come from the 2001:db8::/32 range"
                ],
                correct: [1, 3],
                explanation: "fe80::/10 addresses are link-local: each IPv6 interface creates one by itself, and they are valid only on the local link, which is why routers use them for neighbour discovery and routing protocol traffic. They are not globally routable, and 2001:db8::/32 is a separate range reserved for documentation.",
                objective: "IP addressing and subnetting"
              },
              {
                text: "Which two statements about access ports and trunk ports are true? Choose two.",
                kind: "multiple",
                options: [
                  "An access port carries one data VLAN, and its frames are sent untagged",
                  "An access port adds an 802.1Q tag to every frame it sends",
                  "A trunk port carries only VLAN 1",
                  "A trunk port carries several VLANs, tagging frames with an 802.1Q VLAN ID except those in the native VLAN",
                  "A link between a switch and a router can never be a trunk"
                ],
                correct: [0, 3],
                explanation: "End devices usually do not understand VLAN tags, so access ports send their one data VLAN untagged, while trunks tag frames so that several VLANs can share a link. A switch-to-router trunk is the normal design for routing between VLANs over one link.",
                objective: "VLANs and switching"
              },
              {
                text: "Clients in VLAN 30 do not receive IP addresses. The DHCP server is in VLAN 10, and its scope for VLAN 30 is correct. Clients in VLAN 10 receive addresses normally. What should be configured?",
                kind: "single",
                options: [
                  "A second DHCP server in VLAN 10",
                  "A static default route on the DHCP server",
                  "A larger DHCP scope for VLAN 10",
                  "A DHCP relay (helper address) on VLAN 30's gateway interface, pointing to the DHCP server"
                ],
                correct: [3],
                explanation: "DHCP discovery messages are broadcasts, and routers do not forward broadcasts between VLANs, so VLAN 30's gateway must relay them to the server as unicast. A second server in VLAN 10 has the same problem, because the broadcasts from VLAN 30 still never reach it.",
                objective: "VLANs and switching"
              },
              {
                text: "A switch port is configured with port security allowing one learned MAC address, with the violation action 'shutdown'. A user connects a small desktop switch with three devices to it, and the port goes down. Why?",
                kind: "single",
                options: [
                  "The desktop switch caused a spanning tree loop",
                  "Port security saw more MAC addresses than allowed and disabled the port as configured",
                  "The port ran out of power for the devices",
                  "The VLAN on the port was deleted"
                ],
                correct: [1],
                explanation: "Port security counts the source MAC addresses on the port, and a second address exceeds the limit of one, triggering the configured shutdown. A spanning tree loop would need a second link back to the network, which a single desktop switch with one uplink does not create.",
                objective: "Access lists and device security"
              },
              {
                text: "Two switches are joined by two 1 Gbps links. Spanning tree blocks one of them, so only 1 Gbps is used. How can both links carry traffic while keeping loop protection?",
                kind: "single",
                options: [
                  "Bundle the links into a link aggregation group negotiated with LACP so that they act as one logical link",
                  "Disable spanning tree on both switches",
                  "Put each link in a different VLAN with no other changes",
                  "Replace one link with a crossover cable"
                ],
                correct: [0],
                explanation: "Link aggregation presents the physical links to spanning tree as one logical port, so nothing is blocked and traffic is shared across both. Disabling spanning tree is the tempting shortcut, but it would turn the two links into a loop and cause a broadcast storm.",
                objective: "VLANs and switching"
              }
            ]
          },
          {
            name: "Routing",
            questions: [
              {
                text: "A router has these routes: 0.0.0.0/0 via 198.51.100.1, 10.0.0.0/8 via 10.255.0.1 and 10.10.0.0/16 via 10.255.0.5. Which next hop is used for a packet to 10.20.1.1?",
                kind: "single",
                options: ["198.51.100.1", "10.255.0.5", "10.255.0.1", "The packet is dropped"],
                correct: [2],
                explanation: "10.20.1.1 is not inside 10.10.0.0/16, so the longest matching prefix is 10.0.0.0/8 via 10.255.0.1. The /16 is tempting because it is the most specific route in the table, but a route only counts if the destination actually falls within it.",
                objective: "IP routing"
              },
              {
                text: "A company with 30 routers is replacing its static routes with a link-state routing protocol. Which two advantages will it gain? Choose two.",
                kind: "multiple",
                options: [
                  "Routers find alternative paths automatically when a link fails",
                  "The protocol uses no CPU or memory on the routers",
                  "New networks are advertised without editing every router",
                  "The network becomes secure without any further configuration",
                  "Routing loops become impossible in every situation"
                ],
                correct: [0, 2],
                explanation: "Dynamic routing recalculates paths when the topology changes and spreads knowledge of new networks automatically, which is what makes it manageable at scale. It does use router resources, and it still needs settings such as authentication to be secure.",
                objective: "IP routing"
              },
              {
                text: "A site uses the networks 172.16.0.0/24, 172.16.1.0/24, 172.16.2.0/24 and 172.16.3.0/24. Which single summary route covers exactly these four networks?",
                kind: "single",
                options: ["172.16.0.0/16", "172.16.0.0/23", "172.16.0.0/21", "172.16.0.0/22"],
                correct: [3],
                explanation: "Four consecutive /24s starting at a multiple of four form a /22, since two fewer prefix bits give four times the addresses, covering 172.16.0.0 to 172.16.3.255. A /21 would also cover them but includes four more networks the site does not own, and a /23 covers only two.",
                objective: "IP routing"
              },
              {
                text: "The link-state protocol is enabled on a router interface that faces a user LAN. The LAN's network must still be advertised, but the router should not send routing hellos to the user devices. What should be configured?",
                kind: "single",
                options: [
                  "Remove the interface from the routing protocol",
                  "Make the interface passive in the routing protocol",
                  "Apply an access list that blocks all traffic on the interface",
                  "Shut down the interface"
                ],
                correct: [1],
                explanation: "A passive interface keeps its network in the routing protocol's advertisements but sends no hellos and forms no neighbours on it. Removing the interface from the protocol would stop the LAN from being advertised, which the requirement rules out.",
                objective: "IP routing"
              },
              {
                text: "A PC in the branch network 10.50.0.0/24 pings a server at head office and gets no reply. Captures show the echo requests reaching the server. The head office router has no route to 10.50.0.0/24 and no default route. What is the fix?",
                kind: "single",
                options: [
                  "Add a route to 10.50.0.0/24 on the head office router pointing back towards the branch",
                  "Change the PC's default gateway",
                  "Add a second route on the branch router to the server",
                  "Restart the server"
                ],
                correct: [0],
                explanation: "Routing must work in both directions: the requests arrive, but the replies are dropped because the head office router does not know how to reach the branch. The branch side already works, as the requests reaching the server prove, so changing the PC or the branch router does not help.",
                objective: "IP routing"
              },
              {
                text: "A router has two paths to 192.168.40.0/24 learned from the same link-state protocol, both with a cost of 20. What does the router do by default?",
                kind: "single",
                options: [
                  "It uses only the path learned first",
                  "It drops traffic to that network because the routes conflict",
                  "It installs both routes and shares traffic across them",
                  "It uses the path through the interface with the lower number"
                ],
                correct: [2],
                explanation: "Routers install equal-cost paths from the same protocol side by side and share traffic across them, which uses both links and speeds up recovery if one fails. Equal costs are not a conflict; conflicts between different routing sources are settled by administrative distance instead.",
                objective: "IP routing"
              },
              {
                text: "A host can ping other hosts in its own subnet but cannot reach any address in other subnets, including other internal subnets. Which two problems could cause this? Choose two.",
                kind: "multiple",
                options: [
                  "The DNS server address on the host is wrong",
                  "The default gateway address on the host is wrong",
                  "The company's internet link is down",
                  "The gateway router's interface for that subnet is shut down",
                  "The host's name is too long"
                ],
                correct: [1, 3],
                explanation: "Traffic to other subnets must go through the default gateway, so a wrong gateway address or a down gateway interface stops all of it while local traffic keeps working. An internet outage is the tempting answer, but it would not stop the host from reaching other internal subnets, and DNS does not affect pinging by address.",
                objective: "Troubleshooting"
              }
            ]
          },
          {
            name: "Security and troubleshooting",
            questions: [
              {
                text: "An access list entry must match every address in 192.168.16.0/20. Which wildcard mask should be used with 192.168.16.0?",
                kind: "single",
                options: ["0.0.15.255", "255.255.240.0", "0.0.7.255", "0.0.31.255"],
                correct: [0],
                explanation: "A wildcard mask is the inverse of the subnet mask, and a /20 mask of 255.255.240.0 inverts to 0.0.15.255. Using 255.255.240.0 itself is the common mistake, because access lists read wildcard bits the opposite way round from subnet masks.",
                objective: "Access lists and device security"
              },
              {
                text: "An access list meant to filter traffic coming from users in 192.168.50.0/24 is applied outbound on the router interface that connects to the users' LAN. Its entries never record any matches. What is wrong?",
                kind: "single",
                options: [
                  "The access list must use a standard list instead of an extended one",
                  "Traffic from the users enters that interface, so the list should be applied inbound on it",
                  "Access lists only work on serial interfaces",
                  "The router must be reloaded before access lists take effect"
                ],
                correct: [1],
                explanation: "An outbound list on the users' interface filters traffic leaving the router towards the users, so packets from the users, which arrive on that interface, are never checked by it. Applying the list inbound on that interface checks the users' traffic as soon as it reaches the router.",
                objective: "Access lists and device security"
              },
              {
                text: "A security review asks for unused switch ports to be hardened. Which two measures are appropriate? Choose two.",
                kind: "multiple",
                options: [
                  "Configure the unused ports as trunks",
                  "Administratively shut down the unused ports",
                  "Allow all VLANs on the unused ports",
                  "Assign the unused ports to an unused VLAN that has no routing or services",
                  "Enable power over Ethernet at maximum on the unused ports"
                ],
                correct: [1, 3],
                explanation: "A shut-down port passes no traffic, and placing it in an isolated VLAN means that even if someone enables it, the device lands nowhere useful. Trunk mode and allowing all VLANs do the opposite, giving anyone who plugs in a path into every VLAN.",
                objective: "Access lists and device security"
              },
              {
                text: "Users can ping a web server at 10.0.20.5 but cannot open its website over HTTPS. The server's web service is running and works from the server itself. What should the engineer check first?",
                kind: "single",
                options: [
                  "The cabling between the users' switch and the router",
                  "The users' DNS server settings",
                  "Whether an access list on the path permits ICMP but not TCP port 443, using the list's hit counters",
                  "The users' default gateway"
                ],
                correct: [2],
                explanation: "A working ping proves the path and routing are fine, so the difference lies in what is allowed: ICMP passes but TCP 443 does not, which points to filtering, and hit counters show which entry is matching. Cabling, DNS and the default gateway are all ruled out by the successful ping to the address.",
                objective: "Troubleshooting"
              },
              {
                text: "A PC has a correct IP address, mask and default gateway, but cannot ping the gateway. Its ARP table shows the gateway's entry as incomplete. Where is the problem most likely to be?",
                kind: "single",
                options: [
                  "In the routing table of the gateway router",
                  "At layer 2: for example, the PC's switch port is in a different VLAN from the gateway",
                  "In the DNS configuration of the PC",
                  "In an access list on the internet edge router"
                ],
                correct: [1],
                explanation: "An incomplete ARP entry means the PC's broadcast asking for the gateway's MAC address got no answer, so the frames are not reaching the gateway at layer 2, typically because of a wrong VLAN or a link problem. Routing tables and DNS are only used after the PC can reach the gateway.",
                objective: "Troubleshooting"
              },
              {
                text: "A router interface that connects to a new branch shows its status as 'administratively down'. What does this mean, and what fixes it?",
                kind: "single",
                options: [
                  "The cable is unplugged; reconnect it",
                  "The remote router is powered off; ask the branch to restart it",
                  "The interface's IP address conflicts with another; change the address",
                  "The interface has been disabled in the configuration; enable it with the 'no shutdown' command"
                ],
                correct: [3],
                explanation: "'Administratively down' means the interface is shut down by configuration, regardless of the cable or the far end. A missing cable or a powered-off neighbour shows a different status, where the interface is enabled but the line protocol or link is down.",
                objective: "Troubleshooting"
              },
              {
                text: "An engineer knows a misbehaving device's MAC address and needs to find which switch port it is connected to. What is the most direct method?",
                kind: "single",
                options: [
                  "Look up the MAC address in the switches' MAC address tables and follow it to the access port where it is learned, not a trunk",
                  "Ping the device's MAC address",
                  "Check the DHCP server for the device's hostname",
                  "Shut down ports one by one until the device disconnects"
                ],
                correct: [0],
                explanation: "A switch learns which port each source MAC address arrives on, and following the entry from switch to switch until it is learned on an access port leads to the device. Shutting ports down one by one would work eventually, but it disrupts other users for no reason.",
                objective: "Troubleshooting"
              }
            ]
          }
        ]
      }
    ]
  },
  // ── PLC Certified Project Manager ───────────────────────────────────────
  {
    examCode: "PLC-PM-300",
    tests: [
      {
        name: "Practice Test 1",
        durationMinutes: 60,
        passMarkPercent: 70,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Planning",
            questions: [
              {
                text: "A sponsor asks a project manager to start work immediately on a new customer relationship system rollout. No charter has been approved yet, and two department heads disagree about who owns the project. What should the project manager do first?",
                kind: "single",
                options: [
                  "Start building the schedule so that no time is lost",
                  "Hire the team and begin requirements workshops",
                  "Work with the sponsor to get a project charter approved that authorises the project and names the project manager's authority",
                  "Ask both department heads to fund the project equally"
                ],
                correct: [2],
                explanation: "The charter formally authorises the project, states its objectives and gives the project manager authority to use resources, which also settles the ownership question. Starting planning or hiring without it is tempting when the sponsor is in a hurry, but it commits effort to a project nobody has formally agreed to.",
                objective: "Scope and planning"
              },
              {
                text: "A team's work breakdown structure includes an item called 'Testing' that is expected to take four months and involve twelve people. The team cannot estimate it with confidence. What should the project manager do?",
                kind: "single",
                options: [
                  "Decompose 'Testing' into smaller work packages that can be estimated, scheduled and assigned",
                  "Add a 50% buffer to the testing estimate",
                  "Remove testing from the scope to protect the schedule",
                  "Ask the sponsor to estimate it"
                ],
                correct: [0],
                explanation: "The lowest level of a work breakdown structure should be work packages small enough to estimate, schedule and assign with confidence, and a four-month item for twelve people is far too large. A large buffer only hides the uncertainty instead of reducing it.",
                objective: "Scope and planning"
              },
              {
                text: "A project manager is writing the project scope statement. Which two items belong in it? Choose two.",
                kind: "multiple",
                options: [
                  "The deliverables, with their acceptance criteria",
                  "The daily task assignments of each team member",
                  "The salaries of the team members",
                  "Explicit exclusions: what the project will not deliver",
                  "The minutes of every planning meeting"
                ],
                correct: [0, 3],
                explanation: "A scope statement defines what the project will deliver and how each deliverable will be accepted, and stating exclusions prevents later arguments about what was included. Daily assignments belong in the schedule and team plans, not in the scope statement.",
                objective: "Scope and planning"
              },
              {
                text: "Activity A takes 3 days and starts the project. Activities B (5 days) and C (4 days) both start after A finishes. Activity D (2 days) starts after both B and C finish. What is the total float of activity C?",
                kind: "single",
                options: ["2 days", "0 days", "4 days", "1 day"],
                correct: [3],
                explanation: "The path A–B–D takes 10 days and A–C–D takes 9 days, so the critical path is A–B–D and C can slip by 1 day without delaying D or the project. C has float because it runs in parallel with the longer activity B, so 0 days would only be right if C were on the critical path.",
                objective: "Schedule management"
              },
              {
                text: "For an activity, the team gives an optimistic estimate of 4 days, a most likely estimate of 7 days and a pessimistic estimate of 16 days. Using the weighted three-point (beta) formula, what is the expected duration?",
                kind: "single",
                options: ["7 days", "9 days", "8 days", "6 days"],
                correct: [2],
                explanation: "The beta formula weights the most likely value four times: (4 + 4 × 7 + 16) ÷ 6 = 48 ÷ 6 = 8 days. 9 days is what the simple triangular average (4 + 7 + 16) ÷ 3 gives, which is the common mistake when the weighting is forgotten.",
                objective: "Schedule management"
              },
              {
                text: "A project is two weeks behind schedule. The sponsor will not approve more budget. The design and build activities on the critical path could partly overlap, at some risk of rework. Which technique should the project manager use?",
                kind: "single",
                options: [
                  "Crashing, by adding contractors to the critical activities",
                  "Fast tracking, by overlapping the design and build activities",
                  "Resource levelling",
                  "Reducing the quality standards of the deliverables"
                ],
                correct: [1],
                explanation: "Fast tracking shortens the schedule by doing activities in parallel, which costs little money but adds the risk of rework, matching the situation. Crashing is the tempting alternative, but it adds resources and therefore cost, which the sponsor has ruled out.",
                objective: "Schedule management"
              },
              {
                text: "A project has just been chartered. Which two activities belong to identifying stakeholders at this stage? Choose two.",
                kind: "multiple",
                options: [
                  "Send every stakeholder every project document",
                  "Review the charter, contracts and organisation charts to list the people and groups affected by the project",
                  "Postpone stakeholder work until execution to avoid distractions",
                  "Assess each stakeholder's interest, influence and expectations, and record them in a stakeholder register",
                  "Ask the team to avoid speaking to stakeholders"
                ],
                correct: [1, 3],
                explanation: "Identifying stakeholders early means finding who is affected and understanding their interest and influence, so that engagement can be planned before problems arise. Sending everyone every document overloads people and is no substitute for understanding what each stakeholder needs.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "Before development starts, a project manager arranges training for the team on the organisation's coding and review standards. In the cost of quality, what kind of cost is this?",
                kind: "single",
                options: [
                  "Prevention cost",
                  "Appraisal cost",
                  "Internal failure cost",
                  "External failure cost"
                ],
                correct: [0],
                explanation: "Prevention costs are spent to stop defects from being created in the first place, and training before the work starts is a textbook example. Appraisal costs, such as inspections and testing, are spent to find defects that already exist.",
                objective: "Risk, quality and procurement"
              }
            ]
          },
          {
            name: "Executing and monitoring",
            questions: [
              {
                text: "A project has a budget at completion of $200,000. At the status date, planned value is $100,000, earned value is $80,000 and actual cost is $90,000. How is the project performing?",
                kind: "single",
                options: [
                  "Under budget and ahead of schedule",
                  "Under budget and behind schedule",
                  "Over budget and behind schedule",
                  "Over budget and ahead of schedule"
                ],
                correct: [2],
                explanation: "The cost performance index is 80,000 ÷ 90,000 ≈ 0.89 and the schedule performance index is 80,000 ÷ 100,000 = 0.8, both below 1, so the project is over budget and behind schedule. 'Under budget' is the tempting answer because actual cost is below planned value, but cost must be compared with the value earned, not the value planned.",
                objective: "Cost and earned value"
              },
              {
                text: "A project's budget at completion is $200,000 and its cost performance index is 0.8. If the current cost performance continues, what is the estimate at completion?",
                kind: "single",
                options: ["$160,000", "$240,000", "$200,000", "$250,000"],
                correct: [3],
                explanation: "When current cost performance is expected to continue, the estimate at completion is the budget at completion divided by the CPI: 200,000 ÷ 0.8 = 250,000. $160,000 comes from multiplying by the CPI instead of dividing, which would wrongly suggest the overspending project will finish under budget.",
                objective: "Cost and earned value"
              },
              {
                text: "During execution, the client asks the team for a new management report that was not in the agreed scope. The lead developer says it would take only two days. Which two steps should the project manager take? Choose two.",
                kind: "multiple",
                options: [
                  "Assess the impact of the request on scope, schedule, cost, quality and risk",
                  "Let the developer build it quietly, because it is small",
                  "Refuse the request, because the scope is frozen",
                  "Submit a change request for a decision through the project's change control process before any work starts",
                  "Add the report and remove a different feature without telling the client"
                ],
                correct: [0, 3],
                explanation: "Every change, however small, is analysed for its impact and decided through change control, so that the baseline and the client's expectations stay aligned. Building it quietly is the tempting shortcut, but it is scope creep: untracked work that erodes the schedule and budget.",
                objective: "Scope and planning"
              },
              {
                text: "A key supplier may deliver late. The project manager negotiates a contract clause under which the supplier pays a penalty covering the project's extra costs if that happens. Which risk response strategy is this?",
                kind: "single",
                options: ["Avoid", "Transfer", "Mitigate", "Accept"],
                correct: [1],
                explanation: "Transferring a risk shifts its financial impact to a third party, here the supplier through a penalty clause, although the delay itself can still happen. Mitigation would reduce the probability or impact of the delay itself, for example by ordering earlier or adding a second supplier.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "A risk identified during planning has just occurred, and the risk register contains an agreed response for it. What should the project manager do?",
                kind: "single",
                options: [
                  "Call an emergency meeting with the sponsor to decide what to do",
                  "Start a new risk identification workshop",
                  "Wait to see whether the impact is as bad as expected",
                  "Implement the planned response and update the risk register and the project documents"
                ],
                correct: [3],
                explanation: "Planning risk responses in advance means they can be carried out straight away when the risk occurs, and the register is then updated with what happened. Escalating to the sponsor first wastes the time the planning was meant to save, unless the impact exceeds the project manager's authority.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "A completely unforeseen regulatory change adds significant cost to the project. The risk was never identified. Which reserve should normally fund the response?",
                kind: "single",
                options: [
                  "The contingency reserve, which the project manager controls",
                  "The management reserve, released with the sponsor's or management's approval",
                  "The team's training budget",
                  "No reserve; the project must absorb the cost by cutting scope"
                ],
                correct: [1],
                explanation: "Management reserve is held for unknown unknowns, risks nobody identified, and is released by management rather than the project manager. Contingency reserve is the tempting answer, but it is set aside for identified risks, and spending it on something else leaves those risks unfunded.",
                objective: "Cost and earned value"
              },
              {
                text: "A control chart for the defect rate of an assembly step shows seven consecutive points above the mean, all within the control limits. What should the project manager conclude?",
                kind: "single",
                options: [
                  "The process is in control, because no point is outside the limits",
                  "The process is producing no defects",
                  "The control limits should be widened",
                  "The process may be out of control, because seven points in a row on one side of the mean suggest a non-random cause to investigate"
                ],
                correct: [3],
                explanation: "A run of seven consecutive points on one side of the mean is very unlikely to happen by chance, so it signals a shift in the process worth investigating even though no single point is out of limits. Relying only on the limits is the tempting mistake, because it ignores patterns in the data.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "The organisation will buy a well-defined software module from a supplier and wants the supplier to carry the risk of cost overruns. Which two statements about a firm fixed price contract are true in this case? Choose two.",
                kind: "multiple",
                options: [
                  "The supplier bears the risk if its costs exceed the agreed price",
                  "The buyer pays the supplier's actual costs plus a fee",
                  "It suits work whose scope is well defined",
                  "It is the best choice when the scope is still unknown",
                  "The buyer pays for each hour worked at an agreed rate"
                ],
                correct: [0, 2],
                explanation: "Under a firm fixed price the supplier is paid the agreed amount whatever its costs, which only works fairly when the scope is clear enough to price. Cost-plus and time-and-materials contracts leave the cost risk with the buyer and suit work whose scope is uncertain.",
                objective: "Risk, quality and procurement"
              }
            ]
          },
          {
            name: "Leading the team",
            questions: [
              {
                text: "Two senior engineers strongly disagree about the technical approach for an integration. Both have valid points, and the decision will affect the project for months. Which conflict resolution approach is most likely to give a lasting result?",
                kind: "single",
                options: [
                  "Collaborating: bring them together to examine both views and reach a solution both can commit to",
                  "Forcing: the project manager picks one approach and moves on",
                  "Smoothing: emphasise their agreement and play down the differences",
                  "Withdrawing: postpone the decision until the conflict fades"
                ],
                correct: [0],
                explanation: "Collaboration works through the underlying concerns and tends to produce a solution both engineers support, which matters for a decision with long-lasting effects. Forcing is quicker, but it can leave one engineer disengaged and the real concerns unresolved.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "Three weeks after a new team was formed, members are arguing about roles and challenging each other's ideas in meetings. Which stage of team development is this, and what should the project manager do?",
                kind: "single",
                options: [
                  "Performing; step back and let the team work alone",
                  "Storming; coach the team, clarify roles and help members resolve disagreements constructively",
                  "Adjourning; prepare to release the team",
                  "Norming; introduce stricter rules and penalties"
                ],
                correct: [1],
                explanation: "Friction over roles and ideas soon after forming is typical of the storming stage, and active coaching and clear roles help the team move on to norming. Stepping back as if the team were already performing would leave the conflict to grow.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A project team is spread across three countries with a six-hour time difference between the furthest members. Which two practices will improve communication most? Choose two.",
                kind: "multiple",
                options: [
                  "Require everyone to attend all meetings at head office time",
                  "Share updates only verbally in calls, to save time on writing",
                  "Agree a communications plan with core overlap hours and the channel to use for each kind of message",
                  "Keep a written decision log that everyone can read at any time",
                  "Hold a single meeting each quarter"
                ],
                correct: [2, 3],
                explanation: "Agreed overlap hours and channels make synchronous time count, and a written decision log lets people in any time zone catch up without waiting for a call. Forcing everyone onto head office time is tempting for simplicity, but it pushes some members into meetings at night and wears them out.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A department head whose team will use the new system openly criticises the project and discourages her staff from attending training. What should the project manager do first?",
                kind: "single",
                options: [
                  "Report her to the chief executive",
                  "Exclude her department from the rollout",
                  "Meet her one-to-one to understand her concerns and look for ways to address them",
                  "Ignore the criticism and continue with the plan"
                ],
                correct: [2],
                explanation: "Resistance often comes from concerns that can be addressed, such as workload or loss of control, and a private conversation is the way to find them out. Escalating straight away damages the relationship before the project manager knows what the real problem is.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A previously high-performing team member has become disengaged since a colleague was promoted instead of him. His work is slipping. What should the project manager do?",
                kind: "single",
                options: [
                  "Talk with him privately to understand his view and explore development opportunities and goals within the project",
                  "Replace him on the project at once",
                  "Discuss his performance at the next team meeting",
                  "Wait for his motivation to return on its own"
                ],
                correct: [0],
                explanation: "A private conversation respects the person and uncovers what would re-engage him, such as new responsibility or a development path. Raising his performance in front of the team would embarrass him and is likely to make his disengagement worse.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "The team has handed over the final deliverable of the project. What should the project manager do first to close the project?",
                kind: "single",
                options: [
                  "Release the team to other projects immediately",
                  "Archive the project files",
                  "Hold a celebration with the team",
                  "Obtain formal acceptance of the deliverable from the customer or sponsor"
                ],
                correct: [3],
                explanation: "Formal acceptance confirms that the deliverable meets the agreed criteria, and the other closing activities depend on it. Releasing the team first is tempting, but if the customer then rejects the deliverable, nobody is left to fix it.",
                objective: "Scope and planning"
              }
            ]
          }
        ]
      },
      {
        name: "Practice Test 2",
        durationMinutes: 60,
        passMarkPercent: 65,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "partialCredit",
        sections: [
          {
            name: "Planning",
            questions: [
              {
                text: "During user acceptance testing, the client says a required export feature is missing. The team believes it was never requested. Which project document is designed to show whether the requirement existed and where it should have been delivered and tested?",
                kind: "single",
                options: [
                  "The risk register",
                  "The requirements traceability matrix",
                  "The stakeholder register",
                  "The issue log"
                ],
                correct: [1],
                explanation: "A requirements traceability matrix links each requirement to its source and to the deliverables and tests that satisfy it, so it shows whether the export was ever agreed. The issue log will record the dispute, but it cannot show whether the requirement was part of the agreed scope.",
                objective: "Scope and planning"
              },
              {
                text: "A sponsor wants a committed end date for a two-year project whose later phases depend on the results of a pilot that has not yet run. Which two approaches are appropriate? Choose two.",
                kind: "multiple",
                options: [
                  "Produce a detailed task-level schedule for the full two years now",
                  "Plan the near-term work in detail and the later phases at a higher level, refining them as information arrives",
                  "Refuse to give any date until the pilot is complete",
                  "Give a range estimate for the end date and narrow it at each phase review",
                  "Pick the most optimistic date to keep the sponsor happy"
                ],
                correct: [1, 3],
                explanation: "Rolling-wave planning details what is known and keeps later work at a level the current knowledge supports, and a range communicates the uncertainty honestly while still giving the sponsor something to plan with. A detailed two-year schedule built on unknowns looks precise but will be wrong, and refusing any date leaves the sponsor unable to plan.",
                objective: "Scope and planning"
              },
              {
                text: "Activity A (2 days) starts the project. B (4 days) and C (6 days) follow A. D (3 days) follows B. E (1 day) follows both C and D. If activity C slips by 2 days, what is the new project duration?",
                kind: "single",
                options: ["10 days", "12 days", "11 days", "9 days"],
                correct: [2],
                explanation: "Originally A–B–D–E takes 10 days and A–C–E takes 9, so C has 1 day of float; a 2-day slip makes A–C–E take 11 days, which becomes the new critical path. 12 days is the tempting answer from adding the slip straight onto the old duration, forgetting that C's float absorbs one of the two days.",
                objective: "Schedule management"
              },
              {
                text: "A resource histogram shows that the only database specialist is allocated at 150% during weeks 4 to 6. Several of her activities in that period have float. What should the project manager do?",
                kind: "single",
                options: [
                  "Level the resources by moving her non-critical activities within their float",
                  "Ask her to work 60-hour weeks for three weeks",
                  "Remove the database activities from the scope",
                  "Crash the critical path by adding another project manager"
                ],
                correct: [0],
                explanation: "Resource levelling shifts activities so that demand fits availability, and using float means the end date does not move. Relying on sustained overtime is tempting but leads to errors and burnout, and it should not be the plan when float is available.",
                objective: "Schedule management"
              },
              {
                text: "A construction project estimates the cost of fitting out an office by multiplying the area in square metres by the organisation's historical cost per square metre. Which estimating technique is this?",
                kind: "single",
                options: [
                  "Analogous estimating",
                  "Bottom-up estimating",
                  "Three-point estimating",
                  "Parametric estimating"
                ],
                correct: [3],
                explanation: "Parametric estimating applies a statistical relationship, here cost per square metre, to a measured quantity. Analogous estimating is the tempting answer because it also uses history, but it takes the cost of a whole similar past project rather than a unit rate.",
                objective: "Cost and earned value"
              },
              {
                text: "Which three baselines together form the performance measurement baseline used for earned value analysis? Choose three.",
                kind: "multiple",
                options: [
                  "The scope baseline",
                  "The risk register",
                  "The schedule baseline",
                  "The stakeholder register",
                  "The cost baseline"
                ],
                correct: [0, 2, 4],
                explanation: "Earned value measures performance against the integrated scope, schedule and cost baselines, which together form the performance measurement baseline. The risk and stakeholder registers are important project documents, but they are not baselines that work is measured against.",
                objective: "Scope and planning"
              },
              {
                text: "A project team grows from 6 to 10 people. How many additional communication channels does this create?",
                kind: "single",
                options: ["4", "45", "15", "30"],
                correct: [3],
                explanation: "The number of channels is n(n − 1) ÷ 2, so 6 people have 15 channels and 10 people have 45, an increase of 30. 45 is the total after the change, a common slip when the question asks for the additional channels only.",
                objective: "Stakeholders and team leadership"
              }
            ]
          },
          {
            name: "Executing and monitoring",
            questions: [
              {
                text: "A project has a budget at completion of $500,000 and is 40% complete. Planned value is $220,000 and actual cost is $250,000. What is the cost variance?",
                kind: "single",
                options: ["+$50,000", "−$20,000", "−$50,000", "−$30,000"],
                correct: [2],
                explanation: "Earned value is 40% of $500,000, which is $200,000, and cost variance is earned value minus actual cost: 200,000 − 250,000 = −$50,000. −$20,000 is the schedule variance (earned value minus planned value), which is the value most often confused with it.",
                objective: "Cost and earned value"
              },
              {
                text: "For the same project (budget at completion $500,000, earned value $200,000, actual cost $250,000), what is the estimate at completion if the current cost performance continues?",
                kind: "single",
                options: ["$625,000", "$550,000", "$400,000", "$500,000"],
                correct: [0],
                explanation: "The cost performance index is 200,000 ÷ 250,000 = 0.8, and with that efficiency continuing, the estimate at completion is 500,000 ÷ 0.8 = $625,000. $550,000 assumes the remaining work will be done exactly on budget, which is a different forecast from the one the question asks for.",
                objective: "Cost and earned value"
              },
              {
                text: "Activities on the critical path show a schedule performance index of 0.75. Which two actions should the project manager take? Choose two.",
                kind: "multiple",
                options: [
                  "Analyse the root cause of the slippage on the critical activities",
                  "Change the schedule baseline quietly so that the status shows green",
                  "Evaluate recovery options such as fast tracking or crashing, and raise a change request if the baseline must change",
                  "Report the project as on track until the next phase",
                  "Stop all work until the sponsor visits the team"
                ],
                correct: [0, 2],
                explanation: "Understanding why work is slipping comes before fixing it, and recovery options, or a formal change to the baseline, must be handled openly. Rebaselining quietly to show green hides the problem from the people who need to decide on it, and it defeats the purpose of a baseline.",
                objective: "Schedule management"
              },
              {
                text: "A supplier announces today that a critical component will ship three weeks late. This was not in the risk register. How should the project manager record and manage it?",
                kind: "single",
                options: [
                  "Add it to the risk register as a new risk",
                  "Record it in the issue log, assign an owner and work on a resolution",
                  "Record it in the lessons learned register only",
                  "Wait until the delay affects the schedule before recording it"
                ],
                correct: [1],
                explanation: "A risk is an uncertain future event, while something that has already happened is an issue, so it goes in the issue log with an owner and actions. Adding it to the risk register is the tempting answer, but the uncertainty is gone: the delay is a fact to be managed now.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "The quality team audits whether the project is following its defined testing process, and recommends improvements to that process. Which activity is this?",
                kind: "single",
                options: [
                  "Quality control",
                  "Scope validation",
                  "Quality assurance, or managing quality",
                  "Risk monitoring"
                ],
                correct: [2],
                explanation: "Quality assurance looks at whether the processes are being followed and are effective, and audits are one of its main tools. Quality control is the tempting answer, but it inspects the deliverables themselves for defects rather than the process that produces them.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "A new test automation tool, if it arrives in time, could let the project finish three weeks early. Which two are response strategies for opportunities like this? Choose two.",
                kind: "multiple",
                options: [
                  "Avoid",
                  "Exploit",
                  "Transfer",
                  "Enhance",
                  "Mitigate"
                ],
                correct: [1, 3],
                explanation: "Exploit makes sure the opportunity happens, for example by ordering the tool early, and enhance increases its probability or benefit. Avoid, transfer and mitigate are strategies for threats, aiming to remove, shift or reduce negative risks.",
                objective: "Risk, quality and procurement"
              },
              {
                text: "A project has two risks: a threat with a 30% probability of costing $40,000, and an opportunity with a 20% probability of saving $10,000. What is their combined expected monetary value?",
                kind: "single",
                options: ["−$14,000", "−$12,000", "+$2,000", "−$10,000"],
                correct: [3],
                explanation: "The threat's expected value is 0.3 × −40,000 = −12,000 and the opportunity's is 0.2 × +10,000 = +2,000, so together they total −$10,000. −$14,000 is the tempting answer from treating the opportunity as a cost instead of a saving.",
                objective: "Risk, quality and procurement"
              }
            ]
          },
          {
            name: "Leading the team",
            questions: [
              {
                text: "In a hybrid project, the team is blocked for a week waiting for approval of a data access request from another department. What should the project manager do, acting as a servant leader?",
                kind: "single",
                options: [
                  "Tell the team to find other work and wait",
                  "Work directly with the other department to remove the impediment",
                  "Escalate to the chief executive immediately",
                  "Ask the team to work around the approval and access the data anyway"
                ],
                correct: [1],
                explanation: "A servant leader removes obstacles so that the team can deliver, and engaging the other department directly is the quickest way to clear this one. Working around the approval would breach data access rules, and escalating to the top before trying to resolve it directly is premature.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A new team is writing its team charter. Which two items belong in it? Choose two.",
                kind: "multiple",
                options: [
                  "Agreed working hours and communication norms",
                  "The detailed project budget",
                  "How the team makes decisions and resolves conflicts",
                  "The contracts with suppliers",
                  "The final acceptance criteria signed by the client"
                ],
                correct: [0, 2],
                explanation: "A team charter records how the team works together: its values, working agreements, communication norms, decision-making and conflict resolution. Budgets, contracts and acceptance criteria are project documents managed elsewhere.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A responsibility assignment (RACI) chart marks two managers as 'Accountable' for the same deliverable, and each expects the other to approve it. What should the project manager do?",
                kind: "single",
                options: [
                  "Leave it, since more oversight is better",
                  "Mark both managers as 'Consulted' instead",
                  "Remove the deliverable from the chart",
                  "Agree with them which single person is accountable and update the chart"
                ],
                correct: [3],
                explanation: "Each deliverable should have exactly one accountable person, so that decisions and approvals have a clear owner, and the current confusion shows why. Two accountable people is tempting as extra oversight, but in practice each assumes the other will act.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "On a power/interest grid, a finance director has high power over the project but little interest in its day-to-day progress. How should she be engaged?",
                kind: "single",
                options: [
                  "Keep her satisfied, with concise updates focused on what matters to her",
                  "Manage her closely with daily detailed reports",
                  "Monitor her with minimum effort",
                  "Keep her informed with every team update"
                ],
                correct: [0],
                explanation: "High-power, low-interest stakeholders should be kept satisfied: given enough relevant information to stay supportive without being burdened. Daily detail is tempting for someone so powerful, but it would swamp her and could turn her into a critic.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "In a matrix organisation, the functional manager of a key specialist wants to move her to another project for a month, which would delay a critical path activity. What should the project manager do first?",
                kind: "single",
                options: [
                  "Refuse to release her, since the project manager has authority over her",
                  "Escalate to the sponsor immediately",
                  "Negotiate with the functional manager, explaining the critical path impact and looking for a workable arrangement",
                  "Accept the change and update the schedule without comment"
                ],
                correct: [2],
                explanation: "In a matrix organisation, resources are shared, so the project manager negotiates with the functional manager and escalates only if agreement cannot be reached. The project manager does not have the authority to simply refuse, and escalating first damages a relationship the project relies on.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "A team member has missed three deadlines in a row, and others are starting to complain. Which two actions should the project manager take first? Choose two.",
                kind: "multiple",
                options: [
                  "Raise the missed deadlines at the next team meeting",
                  "Speak with the team member privately to understand the causes",
                  "Remove the team member from the project immediately",
                  "Agree clear expectations and any support needed, and follow up on them",
                  "Report the team member to human resources before speaking to them"
                ],
                correct: [1, 3],
                explanation: "A private conversation finds out what is behind the missed deadlines, such as unclear requirements or personal issues, and agreed expectations with support give a fair path to improve. Criticising the person in a team meeting or removing them straight away skips the step of understanding the problem.",
                objective: "Stakeholders and team leadership"
              },
              {
                text: "During a supplier selection, one of the bidders sends the project manager an expensive gift. What should the project manager do?",
                kind: "single",
                options: [
                  "Accept the gift, since the decision will be made on merit anyway",
                  "Decline the gift and report it according to the organisation's policy",
                  "Accept the gift and share it with the team",
                  "Give the bidder a lower score as a penalty without telling anyone"
                ],
                correct: [1],
                explanation: "Accepting a gift from a bidder during selection creates at least the appearance of a conflict of interest, so it should be declined and reported under the organisation's policy. Secretly marking the bidder down is also wrong, because the evaluation must stay fair and transparent.",
                objective: "Stakeholders and team leadership"
              }
            ]
          }
        ]
      }
    ]
  },
  // ── Datum Certified Data Engineer – Associate ───────────────────────────
  {
    examCode: "DTM-DE-220",
    tests: [
      {
        name: "Practice Test 1",
        durationMinutes: 45,
        passMarkPercent: 70,
        pauseAllowed: true,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Ingestion and storage",
            questions: [
              {
                text: "An analytics team needs changes from a busy order-processing database within a few minutes of them happening. The database team refuses any extra query load during business hours. Which ingestion approach fits?",
                kind: "single",
                options: [
                  "A full export of every table each night",
                  "A query that selects all rows from every table every five minutes",
                  "Asking the application developers to email changes",
                  "Change data capture that reads inserts, updates and deletes from the database's transaction log"
                ],
                correct: [3],
                explanation: "Log-based change data capture reads changes from the transaction log the database already writes, so it delivers them within minutes without running queries against the tables. Polling every table every five minutes is the tempting alternative, but it adds exactly the query load the database team has ruled out, and a nightly export is far too late.",
                objective: "Ingestion patterns"
              },
              {
                text: "An incremental job loads rows where updated_at is greater than the highest updated_at of the previous run. Occasionally rows updated in the same second as that watermark, but committed slightly later, are never loaded. What is the most robust fix?",
                kind: "single",
                options: [
                  "Run the job less often",
                  "Re-read a small overlap window before the last watermark on each run and merge the rows into the target on the primary key",
                  "Switch to a full reload of the table every hour",
                  "Round updated_at to the nearest minute"
                ],
                correct: [1],
                explanation: "Reading a short overlap catches rows that committed late with an older timestamp, and merging on the primary key makes the re-read rows harmless instead of duplicates. Running less often does not change the boundary problem, and rounding timestamps makes the window of missed rows bigger, not smaller.",
                objective: "Ingestion patterns"
              },
              {
                text: "A team is choosing between CSV and a columnar file format such as Parquet for a large table that analysts query with aggregations over a few of its 80 columns. Which two are reasons to choose the columnar format? Choose two.",
                kind: "multiple",
                options: [
                  "Queries read only the columns they need instead of whole rows",
                  "Updating a single row in place is faster",
                  "The files can be read and edited in a plain text editor",
                  "Values of the same column stored together compress much better",
                  "Columnar files need no schema"
                ],
                correct: [0, 3],
                explanation: "Columnar storage lets a query skip the columns it does not use, and similar values stored together compress well, so much less data is read. Columnar files are immutable, so single-row updates mean rewriting files, and their binary, schema-carrying layout is not meant to be edited by hand.",
                objective: "Storage and file formats"
              },
              {
                text: "An events table in the data lake is partitioned by user_id, producing about two million partitions. Almost every query filters on event_date. Queries are slow and listing the table takes minutes. What should be changed?",
                kind: "single",
                options: [
                  "Partition the table by event_date instead",
                  "Add more partitions by also partitioning on session_id",
                  "Store the table as a single large file",
                  "Convert the table to CSV"
                ],
                correct: [0],
                explanation: "Partitioning on the column queries filter by lets the engine skip every partition outside the requested dates, and a date column yields a manageable number of partitions. A high-cardinality key like user_id creates millions of tiny partitions that cost time to list and cannot be pruned by date filters.",
                objective: "Storage and file formats"
              },
              {
                text: "A streaming job writes its output to the lake every few seconds, creating thousands of files of about 50 KB each per hour. Downstream queries on the table keep getting slower. What is the most effective fix?",
                kind: "single",
                options: [
                  "Add more workers to the downstream query engine",
                  "Write the files in CSV instead",
                  "Compact the small files regularly into larger files, for example a few hundred megabytes each",
                  "Delete files older than one hour"
                ],
                correct: [2],
                explanation: "Each file adds fixed overhead for listing, opening and reading metadata, so thousands of tiny files make every query slow; compaction into larger files removes that overhead. More query workers spread the overhead without reducing it, and deleting files loses data.",
                objective: "Storage and file formats"
              },
              {
                text: "A data lake is organised into zones. A bug in a transformation corrupts the cleaned data for the last month, and the team needs to rebuild it exactly from what the sources sent. What makes this possible?",
                kind: "single",
                options: [
                  "Keeping only the cleaned zone to save storage",
                  "A raw zone that stores source data unchanged and append-only, from which the cleaned zone can be rebuilt",
                  "Overwriting raw data with cleaned data after each run",
                  "Taking a screenshot of each dashboard every day"
                ],
                correct: [1],
                explanation: "An immutable raw zone keeps the data exactly as received, so any later zone can be rebuilt after a bug is fixed. Keeping only cleaned data saves storage, but it means the original input is lost and the corruption cannot be undone.",
                objective: "Storage and file formats"
              },
              {
                text: "A streaming job counts events per 5-minute window. Mobile devices sometimes send events several minutes late after regaining a connection, and those events are counted in the wrong window. Which two changes fix this? Choose two.",
                kind: "multiple",
                options: [
                  "Use processing-time windows based on when the job receives each event",
                  "Assign events to windows by the event time recorded in each event",
                  "Drop all events that arrive more than one second late",
                  "Increase the number of topic partitions",
                  "Configure a watermark that lets events up to 10 minutes late still update their window"
                ],
                correct: [1, 4],
                explanation: "Event-time windows put each event in the window it belongs to, and a watermark with allowed lateness keeps windows open long enough for late mobile events to be counted. Processing-time windows are the tempting choice because they are simpler, but they are the cause of the problem, since a late event lands in whatever window is open when it arrives.",
                objective: "Ingestion patterns"
              },
              {
                text: "A consumer reads events from a topic, writes them to a table, then commits its offsets. After a crash between the write and the commit, the restarted consumer writes the same events again, creating duplicates. What is the best fix?",
                kind: "single",
                options: [
                  "Commit offsets before writing to the table",
                  "Restart the consumer less often",
                  "Make the writes idempotent, for example an upsert keyed by event ID",
                  "Increase the topic's retention period"
                ],
                correct: [2],
                explanation: "With at-least-once processing, a crash can replay events, so idempotent writes keyed by event ID make a replay harmless. Committing offsets first is the tempting fix, but a crash after the commit and before the write then loses those events, swapping duplicates for data loss.",
                objective: "Ingestion patterns"
              }
            ]
          },
          {
            name: "Processing and orchestration",
            questions: [
              {
                text: "Job B must run only after job A has successfully produced data for the same day. Today, A is scheduled at 01:00 and B at 03:00, and when A overruns, B processes incomplete data. What should the team do?",
                kind: "single",
                options: [
                  "Move job B to 05:00",
                  "Declare B as dependent on A in the orchestrator's workflow graph, so B starts only when A succeeds for the same logical date",
                  "Run A and B at the same time",
                  "Have B check every minute whether A's process is still running"
                ],
                correct: [1],
                explanation: "An explicit dependency in the workflow makes B wait for A's success, however long A takes, and ties both to the same logical date. Moving B later is the tempting quick fix, but it only makes the race less likely, and A will eventually overrun that slot too.",
                objective: "Orchestration and processing"
              },
              {
                text: "A bug in a daily transformation is fixed, and the last 90 days of output must be recomputed. What design lets the team backfill safely?",
                kind: "single",
                options: [
                  "Tasks parameterised by logical date that overwrite their own date's partition, run by the orchestrator for the 90-day range",
                  "A one-off script that appends the corrected rows to the table",
                  "Running today's job 90 times in a row",
                  "Manually editing the incorrect rows"
                ],
                correct: [0],
                explanation: "When each run is tied to a logical date and replaces that date's partition, the orchestrator can rerun any range and the result is the same as if the bug never existed. Appending corrected rows leaves the incorrect rows in place as well, and running today's job repeatedly processes today's data, not the past 90 days.",
                objective: "Orchestration and processing"
              },
              {
                text: "When a daily load task is retried or rerun, it inserts the same rows again and totals double. Which two designs make the task safe to rerun? Choose two.",
                kind: "multiple",
                options: [
                  "Disable retries on the task",
                  "Overwrite the target partition for the run date instead of appending to it",
                  "Add a load timestamp column and keep appending",
                  "Merge rows into the target on their business key",
                  "Ask operators never to rerun the task"
                ],
                correct: [1, 3],
                explanation: "Overwriting the run date's partition and merging on a business key both make a second run produce the same result as the first. Disabling retries is tempting, but it removes protection against transient failures and still leaves manual reruns creating duplicates.",
                objective: "Orchestration and processing"
              },
              {
                text: "A job joins a 3 TB sales table to a 20 MB store table. One task runs for hours while the others finish in minutes, because one store accounts for 40% of sales. What should the engineer do?",
                kind: "single",
                options: [
                  "Increase the number of shuffle partitions only",
                  "Use a broadcast join that sends the small store table to every worker, so the large table is not shuffled by store",
                  "Sort the sales table by date before the join",
                  "Run the job on a single large machine"
                ],
                correct: [1],
                explanation: "Broadcasting the small table lets every worker join its own slice of the sales data locally, so no single task receives all of the busy store's rows. More shuffle partitions do not help, because every row with the same key still goes to the same partition.",
                objective: "Orchestration and processing"
              },
              {
                text: "A task that calls a partner's API fails a few times a week with timeouts that clear up after a minute or two. How should the task be configured?",
                kind: "single",
                options: [
                  "Retry immediately in a tight loop until it succeeds",
                  "Never retry, and page the on-call engineer on every failure",
                  "Retry a limited number of times with exponential backoff, and alert only if the final attempt fails",
                  "Remove the timeout so that the call waits forever"
                ],
                correct: [2],
                explanation: "Backoff gives a transient problem time to clear without hammering the partner's API, and alerting only after the last retry keeps people focused on real failures. Retrying in a tight loop can overload the API, and paging on every transient failure trains the on-call engineer to ignore alerts.",
                objective: "Orchestration and processing"
              },
              {
                text: "A pipeline processes a file a partner uploads each night. The upload time varies between 23:00 and 04:00, so a fixed 02:00 schedule sometimes runs before the file exists. What is the best approach?",
                kind: "single",
                options: [
                  "Schedule the pipeline at 05:00 every night",
                  "Run the pipeline every 10 minutes, all day",
                  "Ask the partner to upload at exactly 02:00",
                  "Use a sensor or event trigger that starts the pipeline when the file arrives, with a timeout and an alert if it has not arrived by a deadline"
                ],
                correct: [3],
                explanation: "Triggering on the file's arrival starts processing as soon as the data exists, and the timeout turns a missing file into a clear alert. A fixed late schedule wastes hours on the early nights and still fails if the partner is ever later than expected.",
                objective: "Orchestration and processing"
              },
              {
                text: "A nightly job recomputes daily sales aggregates for the last five years and takes seven hours, although only the previous day's data changes. What is the most effective improvement?",
                kind: "single",
                options: [
                  "Double the cluster size",
                  "Process only the new day's data and add its aggregates to the existing results",
                  "Run the job at weekends only",
                  "Convert the aggregates to CSV"
                ],
                correct: [1],
                explanation: "Incremental processing computes only what changed, so one day of data replaces five years of recomputation. A bigger cluster shortens the run but still pays to recompute the same unchanged results every night.",
                objective: "Orchestration and processing"
              }
            ]
          },
          {
            name: "Data quality and modelling",
            questions: [
              {
                text: "Before publishing a daily orders table, the team wants automated checks that catch broken loads. Which two checks are the most useful? Choose two.",
                kind: "multiple",
                options: [
                  "The row count is within the range expected from recent days",
                  "The file names are shorter than 100 characters",
                  "The primary key order_id is not null and unique",
                  "An engineer looks at the table once a month",
                  "The table's storage folder exists"
                ],
                correct: [0, 2],
                explanation: "A row count outside the normal range catches missing or duplicated loads, and key checks catch rows without an identity or loaded twice. A folder existing or names being short says nothing about whether the data inside is right.",
                objective: "Data quality"
              },
              {
                text: "A data quality check fails on today's load of a customer table that feeds many dashboards. What should the pipeline do?",
                kind: "single",
                options: [
                  "Publish the data anyway and fix it tomorrow",
                  "Delete the whole table so nobody sees bad data",
                  "Retry the check until it passes",
                  "Stop publishing, quarantine today's load, alert the owners and keep the previous good version available"
                ],
                correct: [3],
                explanation: "Stopping bad data before it reaches consumers protects every downstream dashboard, and keeping the previous version means users see slightly old but correct data. Publishing anyway spreads the error to every report, where it is much harder to take back.",
                objective: "Data quality"
              },
              {
                text: "Several consumers read a dataset using its current schema. Which change by the producer is backward compatible for those consumers?",
                kind: "single",
                options: [
                  "Adding a new optional column with a default value",
                  "Renaming an existing column",
                  "Changing a column's type from string to integer",
                  "Removing a column that consumers use"
                ],
                correct: [0],
                explanation: "An optional column with a default can be ignored by consumers that do not know about it, so nothing breaks. Renaming a column is tempting as a 'small' change, but to a consumer it looks like a column was removed and another added, which breaks every query that used the old name.",
                objective: "Data modelling and governance"
              },
              {
                text: "A team is designing a sales fact table for a star schema. What should they decide first?",
                kind: "single",
                options: [
                  "The colours used in the dashboards",
                  "The grain: what exactly one row represents, such as one order line",
                  "The number of dimension tables",
                  "The partition size of the table"
                ],
                correct: [1],
                explanation: "The grain defines what one row means, which determines which measures and dimensions fit the table and prevents double counting. Choosing dimensions before agreeing the grain is the common mistake, because some of them may not make sense at the chosen level of detail.",
                objective: "Data modelling and governance"
              },
              {
                text: "Reports must show sales by the customer's region at the time of each sale, even after customers move. The customer dimension currently overwrites the region when it changes. How should the dimension be changed?",
                kind: "single",
                options: [
                  "Keep overwriting the region (type 1)",
                  "Store the region only in the fact table as free text",
                  "Add a new row with validity dates each time the region changes (type 2 slowly changing dimension)",
                  "Delete customers who move"
                ],
                correct: [2],
                explanation: "A type 2 dimension keeps one row per version of the customer with validity dates, so each sale links to the region valid when it happened. Overwriting, type 1, is simpler, but it rewrites history so that all past sales appear under the new region.",
                objective: "Data modelling and governance"
              },
              {
                text: "The data lake holds customer personal data in its raw zone, and many analysts use the curated zone. Which two measures protect the personal data? Choose two.",
                kind: "multiple",
                options: [
                  "Mask or tokenise personal fields in the curated zone that analysts use",
                  "Copy the raw data into every team's sandbox",
                  "Restrict access to the raw zone to a small number of roles that need it",
                  "Put customers' names in the file names for easier searching",
                  "Give all analysts read access to everything to save time"
                ],
                correct: [0, 2],
                explanation: "Masking or tokenising personal fields means most analysis can happen without seeing them, and tightly limiting raw zone access protects the unmasked copy. Copying raw data to every sandbox multiplies the places where personal data can leak.",
                objective: "Data modelling and governance"
              }
            ]
          }
        ]
      },
      {
        name: "Practice Test 2",
        durationMinutes: 45,
        passMarkPercent: 70,
        pauseAllowed: false,
        maxAttempts: null,
        scoring: "allOrNothing",
        sections: [
          {
            name: "Ingestion and storage",
            questions: [
              {
                text: "Finance needs a report each morning at 07:00 covering the previous day's transactions, about 2 GB a day. A developer proposes a streaming pipeline. What should the data engineer recommend?",
                kind: "single",
                options: [
                  "A streaming pipeline, because streaming is always more modern",
                  "A daily batch job that runs after midnight, because the report needs no fresher data and batch is simpler and cheaper to run",
                  "A streaming pipeline plus a batch job, for safety",
                  "Manual export by the finance team"
                ],
                correct: [1],
                explanation: "The requirement is a daily report, so a daily batch meets it with less infrastructure, lower cost and simpler recovery. Streaming is the tempting choice when it is fashionable, but it adds always-on components and operational work that bring no benefit when nobody needs fresher data.",
                objective: "Ingestion patterns"
              },
              {
                text: "Account events are published to a topic with many partitions. Events for the same account must be processed in the order they occurred. What should be used as the partition key?",
                kind: "single",
                options: [
                  "A random value, to spread load evenly",
                  "The event type",
                  "The timestamp of the event",
                  "The account ID"
                ],
                correct: [3],
                explanation: "Ordering is guaranteed only within a partition, so keying by account ID sends all of an account's events to the same partition in order. A random key spreads load nicely but scatters an account's events over partitions, where consumers may process them out of order.",
                objective: "Ingestion patterns"
              },
              {
                text: "A pipeline ingests data from a partner's REST API, which is paginated and returns HTTP 429 when clients send too many requests. Which two practices make the ingestion reliable? Choose two.",
                kind: "multiple",
                options: [
                  "Send requests from 100 parallel threads to finish faster",
                  "On a 429 response, wait and retry with backoff, honouring any Retry-After header",
                  "Restart from the first page whenever any request fails",
                  "Save the last processed page or cursor, so that a restarted run resumes from there",
                  "Ignore 429 responses and move to the next page"
                ],
                correct: [1, 3],
                explanation: "Backing off on 429 respects the partner's rate limit, and checkpointing the cursor lets a restart resume instead of repeating work. Skipping pages on 429 silently loses data, and restarting from page one after every failure may never finish on a large dataset.",
                objective: "Ingestion patterns"
              },
              {
                text: "A single 40 GB CSV file compressed with gzip is processed by a distributed engine, but only one task reads it while the rest of the cluster sits idle. Why, and what helps?",
                kind: "single",
                options: [
                  "A gzip file cannot be split, so one task must read it all; convert it to a splittable format such as a columnar file with internal block compression",
                  "CSV files are always read by one task; add more memory",
                  "The cluster is too small; add more workers",
                  "The file is too small to split; combine it with other files"
                ],
                correct: [0],
                explanation: "A gzip stream must be decompressed from the start, so the engine cannot hand different parts of it to different tasks. Adding workers is the tempting fix, but they stay idle for the same reason; a splittable format lets the work be divided.",
                objective: "Storage and file formats"
              },
              {
                text: "While a nightly job overwrites a partition of a lake table, analysts' queries sometimes see half-old, half-new data or fail with missing files. What change solves this?",
                kind: "single",
                options: [
                  "Ask analysts not to query at night",
                  "Write the data as CSV",
                  "Use a table format with atomic commits and snapshot isolation, so readers see either the old or the new version",
                  "Increase the cluster size so that the overwrite is faster"
                ],
                correct: [2],
                explanation: "Transactional table formats publish a new version in a single atomic commit, while readers keep reading the previous snapshot until it completes. A faster overwrite shrinks the window of inconsistency but does not remove it.",
                objective: "Storage and file formats"
              },
              {
                text: "A table is partitioned by event_date. The query 'WHERE year(event_date) = 2024' scans every partition. How should it be rewritten to benefit from partition pruning?",
                kind: "single",
                options: [
                  "WHERE event_date LIKE '2024%'",
                  "WHERE event_date >= '2024-01-01' AND event_date < '2025-01-01'",
                  "WHERE year(event_date) IN (2024)",
                  "Add ORDER BY event_date"
                ],
                correct: [1],
                explanation: "A range predicate on the partition column itself lets the engine compare it directly with partition values and skip the rest. Wrapping the column in a function, or treating a date as text with LIKE, often stops the engine from using the partition values for pruning.",
                objective: "Storage and file formats"
              },
              {
                text: "Storage costs of the data lake are growing by 15% a month. Which two practices keep them under control without losing data the business needs? Choose two.",
                kind: "multiple",
                options: [
                  "Lifecycle rules that move old raw data to a colder storage tier",
                  "Storing each dataset three times, once for every team",
                  "Retention rules that delete temporary and intermediate data after a set period",
                  "Converting all tables from Parquet to JSON for readability",
                  "Turning off compression"
                ],
                correct: [0, 2],
                explanation: "Colder tiers cut the cost of data that must be kept but is rarely read, and retention rules remove temporary data nobody needs. Converting to JSON and turning off compression both make the same data much larger, raising costs.",
                objective: "Storage and file formats"
              }
            ]
          },
          {
            name: "Processing and orchestration",
            questions: [
              {
                text: "An engineer deploys a new daily workflow with a start date one year in the past. The orchestrator immediately starts 365 runs and overloads the source database. What caused this, and what prevents it?",
                kind: "single",
                options: [
                  "A bug in the orchestrator; reinstall it",
                  "The source database is too small; scale it up",
                  "The orchestrator is catching up on every missed interval since the start date; disable catch-up or set the start date to today",
                  "The workflow has too many tasks; merge them"
                ],
                correct: [2],
                explanation: "Orchestrators with catch-up enabled create a run for every interval between the start date and now, so a start date a year ago means 365 runs. Scaling up the database treats the symptom, and the next workflow deployed the same way would cause the same flood.",
                objective: "Orchestration and processing"
              },
              {
                text: "A single task extracts, transforms and loads data in one step. It fails during the load after three hours, and a retry repeats the whole three hours. What is the better design?",
                kind: "single",
                options: [
                  "Split it into separate extract, transform and load tasks that persist their output, so a retry reruns only the failed step",
                  "Increase the task's retry count",
                  "Run the task on a larger machine",
                  "Remove the load step"
                ],
                correct: [0],
                explanation: "Separate tasks with persisted intermediate results let the orchestrator retry only the step that failed, and they make each step easier to monitor. More retries are tempting, but each one still repeats the full three hours of work.",
                objective: "Orchestration and processing"
              },
              {
                text: "Which two metrics best show that a streaming pipeline is falling behind? Choose two.",
                kind: "multiple",
                options: [
                  "The number of topics in the cluster",
                  "Consumer lag, the gap between the latest offset and the consumer's position, growing over time",
                  "The total amount of data stored in the lake",
                  "End-to-end latency from each event's time to its availability in the target, rising",
                  "The number of engineers on call"
                ],
                correct: [1, 3],
                explanation: "Growing consumer lag shows that events arrive faster than they are processed, and rising end-to-end latency shows the effect users actually feel. The number of topics and total stored data describe the size of the system, not whether it is keeping up.",
                objective: "Orchestration and processing"
              },
              {
                text: "A job joins two large tables and then keeps only the last seven days of data. It shuffles terabytes of data across the cluster. What is the most effective improvement?",
                kind: "single",
                options: [
                  "Add more executors",
                  "Cache both tables in memory before the join",
                  "Write the output in a different format",
                  "Filter both tables to the last seven days, and select only the needed columns, before the join"
                ],
                correct: [3],
                explanation: "Filtering and pruning columns before the join shrinks the data that has to be shuffled, which is where the time goes. More executors or caching the full tables still move and hold all the data that the filter later throws away.",
                objective: "Orchestration and processing"
              },
              {
                text: "A streaming job stops whenever it receives a malformed record, and nothing is processed until an engineer intervenes. What is the recommended pattern?",
                kind: "single",
                options: [
                  "Route malformed records to a dead-letter store with the error reason and keep processing the rest, with an alert if their number rises",
                  "Discard malformed records silently",
                  "Stop the job and wait for the producer to fix the record",
                  "Restart the job automatically from the beginning of the topic"
                ],
                correct: [0],
                explanation: "A dead-letter store keeps bad records for inspection and replay while good data keeps flowing, and an alert shows when a producer starts sending many of them. Discarding them silently is tempting because the job keeps running, but the data loss goes unnoticed.",
                objective: "Orchestration and processing"
              },
              {
                text: "A pipeline's source database password is written in plain text in the workflow code, which is stored in version control. What should the team do?",
                kind: "single",
                options: [
                  "Encode the password in Base64 in the code",
                  "Move the password to a comment",
                  "Store it in the orchestrator's connection store backed by a secrets manager, reference it by name, and rotate the exposed password",
                  "Make the repository private"
                ],
                correct: [2],
                explanation: "A secrets manager keeps the password out of code and version control and allows rotation without code changes, and the exposed password must be changed because it remains in the repository's history. Base64 is an encoding, not encryption, so anyone can decode it.",
                objective: "Orchestration and processing"
              },
              {
                text: "A daily job sometimes runs longer than 24 hours, and two runs then write the same target partition at the same time, corrupting it. What should be configured?",
                kind: "single",
                options: [
                  "More parallelism inside each run",
                  "A limit of one active run at a time for the workflow, so the next run waits until the previous one finishes",
                  "A shorter schedule interval",
                  "Deleting the partition before each run"
                ],
                correct: [1],
                explanation: "Limiting the workflow to one active run prevents two writers on the same partition, and the next run starts once the previous one has finished. A shorter interval makes overlaps more frequent, not less.",
                objective: "Orchestration and processing"
              }
            ]
          },
          {
            name: "Data quality and modelling",
            questions: [
              {
                text: "A producing team renamed a column in its output, and three downstream pipelines broke overnight. How can this be prevented?",
                kind: "single",
                options: [
                  "Ask downstream teams to check the source every morning",
                  "Forbid the producer from ever changing anything",
                  "Copy the source data into every consumer's database",
                  "Agree a data contract for the dataset and check it automatically in the producer's release pipeline, so breaking changes are caught before release"
                ],
                correct: [3],
                explanation: "A data contract makes the schema an explicit promise, and checking it in the producer's pipeline stops a breaking change before it reaches consumers. Forbidding all change is tempting after an outage, but it blocks legitimate improvements; contracts allow changes through versioning and notice.",
                objective: "Data quality"
              },
              {
                text: "An orders table sometimes arrives with missing customer IDs, duplicated order IDs and negative quantities. Which three checks would catch these problems? Choose three.",
                kind: "multiple",
                options: [
                  "customer_id is not null",
                  "The table name is in lower case",
                  "order_id is unique",
                  "quantity is greater than zero",
                  "The row count is exactly the same as yesterday's"
                ],
                correct: [0, 2, 3],
                explanation: "A not-null check catches missing customer IDs, a uniqueness check catches duplicated orders and a range check catches negative quantities. Requiring exactly yesterday's row count would fail on every normal day, because order volumes change.",
                objective: "Data quality"
              },
              {
                text: "Business analysts run many dashboard queries that join a sales table to six normalised lookup tables. Queries are slow and often written wrongly. What design is usually better for this reporting use?",
                kind: "single",
                options: [
                  "A star schema with a sales fact table and denormalised dimension tables",
                  "Even more normalisation, splitting each lookup table further",
                  "One table per dashboard, copied by hand",
                  "Storing the data as JSON documents"
                ],
                correct: [0],
                explanation: "A star schema keeps facts in one table and puts descriptive attributes into a few wide dimensions, so queries need fewer joins and are easier to write correctly. Further normalisation suits transactional systems that update data, but it makes analytical queries even more complex.",
                objective: "Data modelling and governance"
              },
              {
                text: "After a merger, the two companies' source systems use overlapping customer numbers for different customers. How should the customer dimension identify customers?",
                kind: "single",
                options: [
                  "Use the source customer number as the key",
                  "Use a surrogate key generated in the warehouse, and keep the source system and source customer number as attributes",
                  "Use the customer's name as the key",
                  "Drop customers from one of the companies"
                ],
                correct: [1],
                explanation: "A surrogate key is unique in the warehouse regardless of what the sources do, and the source system plus source number still allow lookups. Using the source customer number is tempting because it already exists, but it would merge different customers into one.",
                objective: "Data modelling and governance"
              },
              {
                text: "Yesterday's load of a clickstream table had 60% fewer rows than usual, yet all of its null, uniqueness and range checks passed. Which additional check would have caught it?",
                kind: "single",
                options: [
                  "A check that the table exists",
                  "A check on the number of columns",
                  "A volume check that compares the row count with the recent history for that weekday",
                  "A check that the column names are in lower case"
                ],
                correct: [2],
                explanation: "Row-level rules only examine the rows that arrived, so they cannot notice rows that never arrived; a volume check against history can. Table existence and column counts confirm the structure, which was fine, while most of the data was missing.",
                objective: "Data quality"
              },
              {
                text: "The team is considering a tool that records column-level lineage across its pipelines. Which two benefits does column-level lineage provide? Choose two.",
                kind: "multiple",
                options: [
                  "It shows which downstream tables and reports use a column before it is changed",
                  "It makes queries run faster",
                  "It reduces the cost of storage",
                  "It lets engineers trace a wrong value in a report back to the source columns it came from",
                  "It removes the need for data quality checks"
                ],
                correct: [0, 3],
                explanation: "Lineage answers 'what depends on this?' before a change and 'where did this come from?' when a value is wrong, which speeds up both impact analysis and debugging. It documents data flow but does not change how queries run or what is stored.",
                objective: "Data modelling and governance"
              },
              {
                text: "A stream of payment events is delivered at least once, so the same event, with the same event_id, occasionally arrives twice within a few minutes. How should the pipeline handle this?",
                kind: "single",
                options: [
                  "Ignore duplicates, since they are rare",
                  "Switch the producer to at-most-once delivery",
                  "Count each event twice and divide the totals by two",
                  "Deduplicate on event_id, for example with state that remembers recent IDs for a time window, or an upsert into the target"
                ],
                correct: [3],
                explanation: "Deduplicating on a stable event ID within the window in which duplicates occur removes them reliably, and an upsert in the target gives the same protection at rest. At-most-once delivery is tempting, but it replaces duplicates with lost payments, which is worse.",
                objective: "Data quality"
              }
            ]
          }
        ]
      }
    ]
  }
]
