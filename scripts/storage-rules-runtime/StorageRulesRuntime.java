import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * An offline stand-in for firebase-tools' Storage rules runtime jar (DESIGN §2), which the Storage
 * emulator downloads on start and cannot here. It speaks the same line protocol on stdin/stdout
 * (one JSON object per line: "load_ruleset" compiles a ruleset, "verify" evaluates one request)
 * with the Firebase rules compiler and evaluator that the Cloud CLI's Firestore emulator jar
 * carries.
 *
 * Limits: no functions are given to the evaluator, so firestore.get()/exists() in storage rules
 * deny; storage.rules keeps to custom claims and path segments. These are internal interfaces: the
 * rules tests (tests/rules/storage.rules.test.ts) fail loudly if they change.
 */
public final class StorageRulesRuntime {
  private static final Map<String, DefaultEvaluator> RULESETS = new HashMap<>();
  private static final long EVALUATION_SECONDS = 10;
  private static final String CHILD = "studio.storageRulesRuntime.child";

  public static void main(String[] args) throws Exception {
    if (args.length == 0 || !"serve".equals(args[0])) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // firebase-tools logs anything on stderr as a rules runtime error. Java 24+ warns there when
    // protobuf first uses sun.misc.Unsafe, straight to the process's stderr (System.setErr does not
    // catch it), and only a command-line flag allows that use quietly; firebase-tools starts us as
    // `java -jar JAR serve` with no way to add one. So on such a Java we run ourselves again in a
    // child JVM with the flag (which Java has from version 23), its stdin/stdout ours and its
    // stderr dropped.
    if (Runtime.version().feature() >= 23 && System.getProperty(CHILD) == null) {
      System.exit(runQuietChild(args));
    }
    PrintWriter out =
        new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
    System.setOut(quiet);
    System.setErr(quiet);
    out.println("{\"id\":-1,\"status\":\"ok\"}");
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      out.println(handle(line).toString());
    }
  }

  private static int runQuietChild(String[] args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    var source = StorageRulesRuntime.class.getProtectionDomain().getCodeSource();
    String jar = Path.of(source.getLocation().toURI()).toString();
    List<String> command = new ArrayList<>();
    command.addAll(List.of(java, "--sun-misc-unsafe-memory-access=allow", "-D" + CHILD + "=true"));
    // The options firebase-tools gives the runtime itself.
    command.addAll(List.of("-Djava.security.manager=disallow", "-Duser.language=en"));
    command.addAll(List.of("-cp", jar, StorageRulesRuntime.class.getName()));
    command.addAll(List.of(args));
    Process child =
        new ProcessBuilder(command)
            .redirectInput(ProcessBuilder.Redirect.INHERIT)
            .redirectOutput(ProcessBuilder.Redirect.INHERIT)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    // firebase-tools stops the runtime with SIGINT: take the child along.
    Runtime.getRuntime().addShutdownHook(new Thread(child::destroy));
    return child.waitFor();
  }

  private static JsonObject handle(String line) {
    JsonObject reply = new JsonObject();
    long id = -1;
    try {
      JsonObject request = JsonParser.parseString(line).getAsJsonObject();
      id = request.has("id") ? request.get("id").getAsLong() : -1;
      reply.addProperty("id", id);
      String action = request.get("action").getAsString();
      JsonObject context = request.getAsJsonObject("context");
      switch (action) {
        case "load_ruleset" -> loadRuleset(context, reply);
        case "verify" -> verify(context, reply);
        default -> throw new IllegalArgumentException("unknown action: " + action);
      }
    } catch (Exception e) {
      // firebase-tools drops a reply whose status is not "ok" and leaves its request waiting for
      // ever; an "ok" with errors makes it report the problem and deny.
      reply = new JsonObject();
      reply.addProperty("id", id);
      reply.addProperty("status", "ok");
      JsonArray errors = new JsonArray();
      errors.add("storage rules runtime: " + e);
      reply.add("errors", errors);
      reply.add("warnings", new JsonArray());
      JsonObject result = new JsonObject();
      result.addProperty("permit", false);
      reply.add("result", result);
    }
    return reply;
  }

  private static void loadRuleset(JsonObject context, JsonObject reply) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone().compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      String text =
          String.format(
              "%s:%d:%d: %s",
              issue.getSourcePosition().getFileName(),
              issue.getSourcePosition().getLine(),
              issue.getSourcePosition().getColumn(),
              issue.getDescription());
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(text);
    }
    if (!compiled.hasCompilationError()) {
      RULESETS.put(
          context.get("rulesetName").getAsString(),
          new DefaultEvaluator(compiled.getRulesetAst()));
    }
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", 2);
    reply.addProperty("status", "ok");
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    reply.add("result", result);
  }

  private static void verify(JsonObject context, JsonObject reply) throws Exception {
    String name = context.get("rulesetName").getAsString();
    DefaultEvaluator evaluator = RULESETS.get(name);
    if (evaluator == null) throw new IllegalStateException("no ruleset loaded as " + name);
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : context.get("path").getAsString().split("/")) {
      if (segment.isEmpty()) continue;
      path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    ImmutableMap.Builder<String, Supplier<ListenableFuture<ExpressionValue>>> variables =
        ImmutableMap.builder();
    JsonObject given = context.getAsJsonObject("variables");
    if (given != null) {
      for (Map.Entry<String, JsonElement> entry : given.entrySet()) {
        ExpressionValue value = expressionValue(entry.getValue());
        variables.put(entry.getKey(), () -> Futures.immediateFuture(value));
      }
    }
    Evaluator.Context request =
        new RequestContext(
            context.get("service").getAsString(),
            context.get("method").getAsString(),
            path.build(),
            variables.build());
    // A rule that fails to evaluate (a missing field, say) denies, as in production.
    // firebase-tools logs warnings; the reason a rule failed helps whoever writes the rules.
    boolean permit;
    JsonArray warnings = new JsonArray();
    try {
      permit = evaluator.evaluate(request).get(EVALUATION_SECONDS, TimeUnit.SECONDS).permit();
    } catch (java.util.concurrent.ExecutionException e) {
      permit = false;
      warnings.add(String.valueOf(e.getCause()));
    }
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    reply.addProperty("status", "ok");
    reply.add("errors", new JsonArray());
    reply.add("warnings", warnings);
    reply.add("result", result);
  }

  private static ExpressionValue expressionValue(JsonElement json) throws Exception {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return value.setNullValueValue(0).build();
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), value);
    return value.build();
  }

  private record RequestContext(
      String service,
      String method,
      ExpressionPathValue path,
      ImmutableMap<String, Supplier<ListenableFuture<ExpressionValue>>> variables)
      implements Evaluator.Context {
    @Override
    public ImmutableMap<String, AsyncRuntimeFunction> functions() {
      return ImmutableMap.of();
    }
  }
}
